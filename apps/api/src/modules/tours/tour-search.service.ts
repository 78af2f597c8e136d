import {
  TOUR_SORTS,
  type TourCard,
  type TourLanguage,
  type TourPage,
  type TourRegion,
  type TourSearchCondition,
} from '@travel/contracts/tours';
import type { CruisePromotion } from '@travel/contracts/tours-cruise';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { TOUR_FAILURE } from '@travel/contracts/tours';
import { idsNamed, translatorFor, type TourTranslator } from './tour-i18n';
import { buyerPrice, type Buyer } from './tour-prices';
import { saleFrom } from './tour-sale';
import {
  destinations,
  monthsOnSale,
  shipNames,
  toursOnSale,
  type TourFilter,
  type TourWithSale,
} from './tours.repository';

/** The picture of a tour: drawn per style and region, no photos ship (issue 14 §1). */
export const pictureUrl = (picture: string): string => `/api/TourPicture/${picture}.svg`;

function cardOf(row: TourWithSale, buyer: Buyer, words: TourTranslator): TourCard {
  const tour = words.tour(row.tour);
  return {
    TourID: tour.id,
    TourCode: tour.code,
    TourName: tour.name,
    TourImage: pictureUrl(tour.picture),
    TourCity: tour.cityName,
    TourCityCode: tour.cityCode,
    TourDays: tour.days,
    TourSummary: tour.summary,
    kind: tour.kind as TourCard['kind'],
    style: tour.style as TourCard['style'],
    region: tour.region,
    area: tour.area,
    operator: words.operator(tour.operatorCode, row.operatorName),
    Selling: row.fromCents,
    ...buyerPrice(row.fromCents, buyer),
    currency: 'USD',
    nextDeparture: row.nextDeparture,
    TimeZone: tour.timeZone,
    departures: row.departures,
    guaranteed: row.guaranteed,
  };
}

type Order = (a: TourWithSale, b: TourWithSale) => number;
const newest: Order = (a, b) => b.tour.publishedOn.localeCompare(a.tour.publishedOn);
const SORTS: Record<number, Order> = {
  [TOUR_SORTS.newest]: newest,
  [TOUR_SORTS.price]: (a, b) => a.fromCents - b.fromCents,
  [TOUR_SORTS.days]: (a, b) => a.tour.days - b.tour.days || a.fromCents - b.fromCents,
};

/** Destination tree, valid months and lists of tours and cruises (spec part 2 §7). */
export class TourSearchService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'now'>) {}

  async world(kind: 'tour' | 'cruise', lan: TourLanguage): Promise<TourRegion[]> {
    const words = translatorFor(lan);
    const rows = await destinations(this.ctx.db, kind, saleFrom(this.ctx.now()));
    if (rows.length === 0) throw new AppError(TOUR_FAILURE.destinations);
    const regions = new Map<string, TourRegion>();
    for (const row of rows) {
      let region = regions.get(row.region);
      if (!region) {
        region = { code: row.region, name: words.continent(row.region), count: 0, areas: [] };
        regions.set(row.region, region);
      }
      region.count += row.count;
      region.areas.push({
        code: row.area,
        name: words.country(row.area),
        count: row.count,
      });
    }
    for (const region of regions.values())
      region.areas.sort((a, b) => a.name.localeCompare(b.name, words.collation));
    return [...regions.values()].sort((a, b) => b.count - a.count);
  }

  async months(filter: TourFilter): Promise<string[]> {
    const months = await monthsOnSale(this.ctx.db, filter, saleFrom(this.ctx.now()));
    if (months.length === 0) throw new AppError(TOUR_FAILURE.months);
    return months;
  }

  /**
   * A page of tours. A destination (and month) with nothing on sale is 'No tours'; filters
   * that leave nothing give an empty page, so the page can offer to loosen them.
   */
  async list(
    condition: TourSearchCondition,
    buyer: Buyer,
    lan: TourLanguage = 'EN',
  ): Promise<TourPage> {
    // A keyword finds tours by their Chinese names as well as the English ones.
    const filter = {
      ...condition,
      keywordIds: condition.keyword ? idsNamed(condition.keyword) : [],
    };
    const all = await toursOnSale(this.ctx.db, filter, saleFrom(this.ctx.now()), condition.month);
    const words = translatorFor(lan);
    if (all.length === 0) throw new AppError(TOUR_FAILURE.tours);
    const c = condition;
    const kept = all
      .filter(
        (r) =>
          (c.minDays === undefined || r.tour.days >= c.minDays) &&
          (c.maxDays === undefined || r.tour.days <= c.maxDays) &&
          (c.minPrice === undefined || r.fromCents >= c.minPrice) &&
          (c.maxPrice === undefined || r.fromCents <= c.maxPrice),
      )
      .sort((a, b) => (SORTS[c.sort] ?? newest)(a, b) || a.tour.id.localeCompare(b.tour.id));
    const start = (c.page - 1) * c.pageSize;
    return {
      Tours: kept.slice(start, start + c.pageSize).map((r) => cardOf(r, buyer, words)),
      total: kept.length,
      page: c.page,
      pageSize: c.pageSize,
    };
  }

  /** Cruise promotions (ListCurise): the newest cruises with something on sale. */
  async cruisePromotions(top: number, lan: TourLanguage = 'EN'): Promise<CruisePromotion[]> {
    const words = translatorFor(lan);
    const [rows, ships] = await Promise.all([
      toursOnSale(this.ctx.db, { kind: 'cruise' }, saleFrom(this.ctx.now())),
      shipNames(this.ctx.db),
    ]);
    return rows
      .sort(newest)
      .slice(0, top)
      .map((r) => {
        const tour = words.tour(r.tour);
        const shipCode = tour.shipCode ?? '';
        return {
          key: tour.id,
          title: tour.name,
          name: words.ship(shipCode, ships.get(shipCode) ?? ''),
          pic: pictureUrl(tour.picture),
          departureTime: r.nextDeparture,
          TourCity: tour.cityName,
          price: r.fromCents,
        };
      });
  }
}
