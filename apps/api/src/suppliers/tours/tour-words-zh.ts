import { CABIN_WORDS_ZH, OPERATOR_NAMES_ZH, PLACE_NAMES_ZH, SHIP_NAMES_ZH } from './tour-places-zh';
import type { TourWords } from './tour-words';

/**
 * The catalogue's templates in simplified Chinese, fed the same inputs as the English ones
 * (tour-words.ts). A name missing from the tables stays as the operator wrote it rather than
 * failing the call; a test keeps the tables complete for the simulated catalogue.
 */
const named =
  (table: Readonly<Record<string, string>>) =>
  (name: string): string =>
    table[name] ?? name;

/** "a、b和c". */
function listZh(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join('、')}和${items[items.length - 1]}`;
}

export const ZH_WORDS: TourWords = {
  place: named(PLACE_NAMES_ZH),
  ship: named(SHIP_NAMES_ZH),
  operator: named(OPERATOR_NAMES_ZH),
  cabin: ({ name, beds }) => ({
    name: named(CABIN_WORDS_ZH)(name),
    beds: named(CABIN_WORDS_ZH)(beds),
  }),
  list: listZh,
  cap: (text) => text,
  land: {
    hotel: (style, base) => `${base}${style === 'escorted' ? '一流酒店' : '精品酒店'}`,
    arrive: (city) => ({
      title: `抵达${city}`,
      description: `抵达${city}，在欢迎晚宴上与团友和领队见面。`,
    }),
    sightseeing: (city, style, taste) => ({
      title: `${city}导游观光`,
      description:
        style === 'small-group'
          ? `跟随当地导游徒步游览${city}，随后品尝${taste}。`
          : `上午由当地导游带领游览${city}的地标景点，下午自由活动。`,
    }),
    dayTrip: (place, base) => ({
      title: `${place}一日游`,
      description: `前往${place}，参加导游讲解的游览，傍晚返回${base}。`,
    }),
    onTo: (place) => ({
      title: `前往${place}`,
      description: `前往${place}，参加导游讲解的游览，并有自由探索的时间。`,
    }),
    depart: () => ({ title: '离团', description: '早餐后行程结束，含送机服务。' }),
    oneDay: (city, stops) => ({
      title: `${city}至${listZh(stops)}`,
      description: `上午在${city}市中心集合出发，导游带领游览${listZh(stops)}并享用午餐，傍晚前返回。`,
    }),
    names: (style, { city, country, days, p0, p1, last, taste }) =>
      style === 'escorted'
        ? [
            `经典${country}：${city}至${last}`,
            `${country}大环游`,
            `${country}精华游：${city}出发`,
            `${days}天${country}精选之旅`,
          ]
        : style === 'small-group'
          ? [
              `${city}与${p1}精品小团探索`,
              `${country}精品小团：${taste}与文化`,
              `${country}慢旅行：${city}、${p0}和${p1}`,
            ]
          : [`${city}出发${p0}一日游`, `${city}老城与${p0}一日游`],
    summary: (style, { city, days, visited, stops, nights, meals }) =>
      style === 'one-day'
        ? `从${city}出发前往${listZh(stops)}的全天行程，含导游、交通和午餐。`
        : `${days}天行程，从${city}出发，${style === 'escorted' ? '全程领队陪同' : '小团最多16人'}：${listZh(visited.slice(0, 4))}。含${nights}晚酒店住宿和${meals}餐。`,
    highlights: (style, { city, p0, visited, taste, nights }) =>
      style === 'one-day'
        ? [`导游带领游览${p0}`, '市中心酒店接送', '在当地餐厅享用午餐', '每团最多24人']
        : [
            `${city}导游观光`,
            `游览${listZh(visited.slice(1, 4))}`,
            style === 'small-group' ? `品尝${taste}` : '欢迎晚宴和告别晚宴',
            `入住${nights}晚${style === 'escorted' ? '一流' : '精品'}酒店`,
            style === 'escorted' ? '全程领队陪同' : '每团最多16人',
          ],
    overview: (style, { city, country, places, visited, taste }) =>
      style === 'one-day'
        ? `把一天的安排交给我们：持证导游带您从${city}前往${listZh(places.slice(0, 2))}，有充足的游览时间和悠闲的午餐。`
        : `从${country}${city}出发，继续前往${listZh(visited.slice(1, 4))}。当地导游带您游览每一处，酒店位于市中心，自由活动时间可自行寻觅${taste}。`,
  },
  cruise: {
    embark: (city, ship, river) => ({
      title: `${city}登船`,
      description: `下午登上${ship}；${river ? '游船' : '邮轮'}启航时享用欢迎晚宴。`,
      overnight: `${ship}船上`,
    }),
    atSea: (waters) => ({
      title: `海上巡游：${waters}`,
      description: '海上巡游日：讲座、水疗和甲板任您享用。',
    }),
    call: (port) => ({
      title: port,
      description: `停靠${port}，含导游带领的岸上游览，另有自由上岸时间。`,
    }),
    disembark: (end) => ({
      title: `${end}下船`,
      description: `船上享用早餐后在${end}下船，含送机服务。`,
    }),
    names: ({ waters, city, end, days, expedition, river }) =>
      expedition
        ? [`${city}出发${waters}探险`]
        : river
          ? [`${waters}游船之旅：${city}至${end}`]
          : [`${city}出发${waters}航程`, `${days}天${waters}探索`, `${waters}探索者：${days}天`],
    summary: ({ days, ship, city, ports }) =>
      `乘坐${ship}从${city}出发，${days}天行程，停靠${listZh(ports.slice(0, 4))}。含船上餐食、每港一次岸上游览及接送。`,
    highlights: ({ ports, waters, ship, passengers, yearBuilt, expedition }) => [
      `${waters}沿途${ports.length}个港口`,
      `${ship}：可载${passengers}位宾客，${yearBuilt}年下水`,
      '船上全部餐食，晚餐配葡萄酒',
      expedition ? '随探险向导乘冲锋艇登陆' : '每个港口都有导游带领的岸上游览',
    ],
    overview: ({ waters, city, ship, ports, firstCabin }) =>
      `乘坐${ship}从${city}出发畅游${waters}。途经${listZh(ports.slice(0, 3))}；从${firstCabin}到套房，每种舱房都有各自的每人价格。`,
  },
};
