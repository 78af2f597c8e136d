import type { TourLanguage } from '@travel/contracts/tours';
import { traditional } from './tour-i18n';

/**
 * The fixed wording of the itinerary PDF in English and simplified Chinese; traditional is
 * converted from the Chinese like the catalogue's texts. Money and dates are formatted by the
 * caller; these only place them.
 */
export interface PdfWords {
  /** Punctuation: Chinese has its own full-width marks. */
  colon: string;
  comma: string;
  semicolon: string;
  title: string;
  code: string;
  departsFrom: string;
  duration: string;
  days(n: number): string;
  operator: string;
  highlights: string;
  overview: string;
  itinerary: string;
  day(n: number): string;
  meals: string;
  meal: Record<'breakfast' | 'lunch' | 'dinner', string>;
  noMeals: string;
  overnight: string;
  ship: string;
  shipFacts(passengers: number, decks: number, yearBuilt: number): string;
  cabins: string;
  decks(range: string): string;
  beds: string;
  upTo(n: number): string;
  guarantee(percent: number): string;
  departures: string;
  pricesNote(date: string, zone: string): string;
  departure: string;
  returns: string;
  twin: string;
  adult: string;
  child: string;
  single: string;
  status: string;
  guaranteed: string;
  soldOut: string;
  open: string;
  noDepartures: string;
  included: string;
  includedTour(nights: number, meals: number, style: string): string[];
  includedCruise(expedition: boolean): string[];
  extras(port: string, gratuities: string): string;
  terms: string;
  deposit(amount: string, days: number): string;
  paidInFull: string;
  cancellation: string;
  confirmation: string;
  footer(date: string, page: number): string;
}

const EN: PdfWords = {
  colon: ': ',
  comma: ', ',
  semicolon: '; ',
  title: 'Itinerary',
  code: 'Tour code',
  departsFrom: 'Departs from',
  duration: 'Duration',
  days: (n) => (n === 1 ? '1 day' : `${n} days`),
  operator: 'Operated by',
  highlights: 'Highlights',
  overview: 'Overview',
  itinerary: 'Day by day',
  day: (n) => `Day ${n}`,
  meals: 'Meals',
  meal: { breakfast: 'breakfast', lunch: 'lunch', dinner: 'dinner' },
  noMeals: 'none included',
  overnight: 'Overnight',
  ship: 'The ship',
  shipFacts: (passengers, decks, year) => `${passengers} guests, ${decks} decks, launched ${year}`,
  cabins: 'Cabin categories',
  decks: (range) => `Deck ${range}`,
  beds: 'Beds',
  upTo: (n) => `up to ${n} guests`,
  guarantee: (percent) => `guarantee cabin offered, ${percent}% less`,
  departures: 'Departures and prices',
  pricesNote: (date, zone) =>
    `Public prices per person in US dollars, as of ${date}. Dates are local to the departure city (${zone}). Places are held only when you book.`,
  departure: 'Departure',
  returns: 'Return',
  twin: 'Twin share',
  adult: 'Adult',
  child: 'Child',
  single: 'Single supplement',
  status: 'Status',
  guaranteed: 'Guaranteed',
  soldOut: 'Sold out',
  open: 'Available',
  noDepartures: 'No departure is on sale at the moment.',
  included: 'What is included',
  includedTour: (nights, meals, style) =>
    style === 'one-day'
      ? ['A licensed guide', 'Transport and hotel pick-up in the city centre', 'Lunch']
      : [
          `${nights} hotel nights`,
          `${meals} meals as listed day by day`,
          style === 'escorted'
            ? 'A tour director from start to finish'
            : 'A tour leader, at most 16 travellers',
          'Local guides and the visits of the itinerary',
          'Transport between the places of the itinerary and the airport transfer at the end',
        ],
  includedCruise: (expedition) => [
    'Your cabin and all meals on board, with wine at dinner',
    expedition ? 'Zodiac landings with expedition guides' : 'One guided excursion in every port',
    'Transfers to the airport at the end of the cruise',
  ],
  extras: (port, gratuities) =>
    `Not included in the cabin price: port charges ${port} and gratuities ${gratuities} per person.`,
  terms: 'Terms',
  deposit: (amount, days) =>
    `A deposit of ${amount} per person secures the booking; the balance is due ${days} days before departure.`,
  paidInFull: 'The full price is paid when booking.',
  cancellation:
    'If the operator declines a booking, it is refunded in full. Once confirmed, a cancellation follows the operator’s conditions: the deposit is not refundable, and from the balance due date the full price is due.',
  confirmation:
    'The operator confirms within 48 hours of payment; you receive the confirmation by email.',
  footer: (date, page) => `Issued ${date} · page ${page}`,
};

const ZH: PdfWords = {
  colon: '：',
  comma: '、',
  semicolon: '；',
  title: '行程单',
  code: '团号',
  departsFrom: '出发城市',
  duration: '行程天数',
  days: (n) => `${n}天`,
  operator: '运营商',
  highlights: '行程亮点',
  overview: '行程概述',
  itinerary: '每日行程',
  day: (n) => `第${n}天`,
  meals: '餐食',
  meal: { breakfast: '早餐', lunch: '午餐', dinner: '晚餐' },
  noMeals: '不含餐',
  overnight: '住宿',
  ship: '船只介绍',
  shipFacts: (passengers, decks, year) =>
    `可载${passengers}位宾客，共${decks}层甲板，${year}年下水`,
  cabins: '舱房类型',
  decks: (range) => `${range}层甲板`,
  beds: '床型',
  upTo: (n) => `最多入住${n}人`,
  guarantee: (percent) => `可选保证舱，优惠${percent}%`,
  departures: '出发日期与价格',
  pricesNote: (date, zone) =>
    `以下为每人公开价格（美元），截至${date}。日期为出发城市当地日期（${zone}）。名额在预订时才会保留。`,
  departure: '出发日期',
  returns: '结束日期',
  twin: '双人间每人',
  adult: '成人',
  child: '儿童',
  single: '单房差',
  status: '状态',
  guaranteed: '确定成团',
  soldOut: '已售罄',
  open: '可预订',
  noDepartures: '目前没有可预订的出发日期。',
  included: '费用包含',
  includedTour: (nights, meals, style) =>
    style === 'one-day'
      ? ['持证导游', '交通及市中心酒店接送', '午餐']
      : [
          `${nights}晚酒店住宿`,
          `每日行程所列${meals}餐`,
          style === 'escorted' ? '全程领队陪同' : '领队陪同，每团最多16人',
          '当地导游及行程所列游览',
          '行程各地之间的交通及行程结束时的送机服务',
        ],
  includedCruise: (expedition) => [
    '舱房住宿及船上全部餐食，晚餐配葡萄酒',
    expedition ? '随探险向导乘冲锋艇登陆' : '每个港口一次导游带领的岸上游览',
    '邮轮结束时的送机服务',
  ],
  extras: (port, gratuities) => `舱房价格不含：每人港务费${port}及小费${gratuities}。`,
  terms: '预订条款',
  deposit: (amount, days) => `每人支付订金${amount}即可确认预订；余款须在出发前${days}天付清。`,
  paidInFull: '预订时须支付全款。',
  cancellation:
    '如运营商拒绝预订，将全额退款。预订确认后取消，按运营商条款处理：订金不予退还，自余款到期日起须支付全款。',
  confirmation: '运营商将在付款后48小时内确认，确认信息将通过电子邮件发送给您。',
  footer: (date, page) => `出具日期${date} · 第${page}页`,
};

/** Every string of a word set converted (functions convert what they return). */
function converted<T>(value: T, convert: (s: string) => string): T {
  if (typeof value === 'string') return convert(value) as T;
  if (typeof value === 'function')
    return ((...args: unknown[]) =>
      converted((value as (...a: unknown[]) => unknown)(...args), convert)) as T;
  if (Array.isArray(value)) return value.map((v) => converted(v, convert)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, converted(v, convert)]),
    ) as T;
  return value;
}

let TW: PdfWords | undefined;

export function pdfWords(lan: TourLanguage): PdfWords {
  if (lan === 'EN') return EN;
  if (lan === 'ZH') return ZH;
  TW ??= converted(ZH, traditional);
  return TW;
}
