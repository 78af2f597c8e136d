import { TOUR_FAILURE, TOUR_ROOM_LIMITS, type TourLanguage } from '@travel/contracts/tours';
import type { RoomData, TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { addDays } from '../../suppliers/tours/calendar';
import { optionOf, roomKindOf, tourRoomCapacity, type Buyer } from './tour-prices';
import { translatorFor } from './tour-i18n';
import { tourPdfPath } from './tour-pdf-path';
import { saleFrom } from './tour-sale';
import { pictureUrl } from './tour-search.service';
import {
  cabinsOf,
  departureOn,
  tourDetail,
  type DepartureRow,
  type TourRow,
} from './tours.repository';

type Cabin = Awaited<ReturnType<typeof cabinsOf>>[number];

const MEALS = { B: 'breakfast', L: 'lunch', D: 'dinner' } as const;
const mealsOf = (meals: string) =>
  meals
    .split(',')
    .filter((m): m is keyof typeof MEALS => m in MEALS)
    .map((m) => MEALS[m]);

/** People per room: per cabin code on a cruise, '' for a tour's rooms. */
function capacityOf(tour: TourRow, departure: DepartureRow, cabins: readonly Cabin[]) {
  if (tour.kind === 'cruise')
    return Object.fromEntries(cabins.map((c) => [c.code, c.maxOccupancy]));
  if (tour.style === 'one-day') return { '': TOUR_ROOM_LIMITS.oneDay.maxAdults };
  return { '': tourRoomCapacity(departure.prices) };
}

function departureOf(
  tour: TourRow,
  d: DepartureRow,
  cabins: readonly Cabin[],
  lan: TourLanguage,
  buyer: Buyer,
): TourDeparture {
  const capacity = capacityOf(tour, d, cabins);
  const kind = roomKindOf(tour);
  return {
    id: d.id,
    date: d.date,
    returnDate: addDays(d.date, tour.days - 1),
    TimeZone: tour.timeZone,
    placesLeft: d.placesLeft,
    guaranteed: d.guaranteed,
    singleSupplement: d.singleSupplementCents,
    finalPaymentDate: tour.depositCents > 0 ? addDays(d.date, -tour.finalPaymentDays) : null,
    options: d.prices.map((p) => optionOf(p, kind, capacity[p.cabin] ?? 2, lan, buyer)),
  };
}

/** TourInfo and room data (spec part 2 §3, §7). */
export class TourDetailService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'now'>) {}

  /** One tour or cruise (of `kind` when given) with its departures, or 'No tour found'. */
  async detail(
    id: string,
    lan: TourLanguage,
    buyer: Buyer,
    kind?: 'tour' | 'cruise',
  ): Promise<TourInfo> {
    const rows = await tourDetail(this.ctx.db, id, saleFrom(this.ctx.now()));
    if (!rows || (kind && rows.tour.kind !== kind)) throw new AppError(TOUR_FAILURE.tour);
    const { ship, cabins } = rows;
    const words = translatorFor(lan);
    const tour = words.tour(rows.tour);
    return {
      TourID: tour.id,
      TourCode: tour.code,
      TourName: tour.name,
      TourCity: tour.cityName,
      TourCityCode: tour.cityCode,
      TimeZone: tour.timeZone,
      TourDays: tour.days,
      TourSummary: tour.summary,
      TourImage: pictureUrl(tour.picture),
      TourPDF: tourPdfPath(tour.id, lan),
      highlights: tour.highlights,
      overview: tour.overview,
      kind: tour.kind as TourInfo['kind'],
      style: tour.style as TourInfo['style'],
      region: tour.region,
      area: tour.area,
      operator: {
        code: tour.operatorCode,
        name: words.operator(tour.operatorCode, rows.operatorName),
      },
      currency: 'USD',
      deposit: tour.depositCents,
      TourBriefItinerary: rows.days
        .map((row) => words.day(tour.id, row))
        .map((d) => ({
          day: d.day,
          title: d.title,
          description: d.description,
          places: d.places,
          meals: mealsOf(d.meals),
          overnight: d.overnight,
        })),
      departures: rows.departures.map((d) => departureOf(tour, d, cabins, lan, buyer)),
      cruise: ship
        ? {
            ship: {
              ...ship,
              name: words.ship(ship.code, ship.name),
              kind: ship.kind as 'ocean' | 'river',
            },
            cabins: cabins.map(words.cabin).map(({ shipCode: _ship, ...c }) => ({
              ...c,
              category: c.category as 'inside' | 'oceanview' | 'balcony' | 'suite',
            })),
            portCharges: tour.portChargesCents,
            gratuities: tour.gratuitiesCents,
          }
        : null,
    };
  }

  /** What the room settings of one departure on sale allow, or 'No tour found'. */
  async roomData(tourId: string, date: string, lan: TourLanguage, buyer: Buyer): Promise<RoomData> {
    const row = await departureOn(this.ctx.db, tourId, date);
    if (!row || row.departure.date <= saleFrom(this.ctx.now()))
      throw new AppError(TOUR_FAILURE.tour);
    const { tour, departure } = row;
    const cabins = tour.shipCode ? await cabinsOf(this.ctx.db, tour.shipCode) : [];
    const kind = roomKindOf(tour);
    const capacity = capacityOf(tour, departure, cabins);
    const { minRooms, maxRooms, oneDay, cruise } = TOUR_ROOM_LIMITS;
    const limits =
      kind === 'one-day'
        ? { minRooms: 1, maxRooms: 1, ...oneDay, adultsPerRoom: null }
        : kind === 'cruise'
          ? {
              minRooms: 1,
              maxRooms: cruise.maxAdults / cruise.adultsPerRoom,
              minAdults: cruise.minAdults,
              maxAdults: cruise.maxAdults,
              minChildren: 0,
              maxChildren:
                (cruise.maxAdults / cruise.adultsPerRoom) *
                Math.max(0, ...Object.values(capacity).map((n) => n - cruise.adultsPerRoom)),
              adultsPerRoom: cruise.adultsPerRoom,
            }
          : {
              minRooms,
              maxRooms,
              minAdults: 1,
              maxAdults: maxRooms * (capacity[''] ?? 2),
              minChildren: 0,
              maxChildren: maxRooms * ((capacity[''] ?? 2) - 1),
              adultsPerRoom: null,
            };
    return {
      tourid: tour.id,
      packageID: departure.id,
      cttq: departure.date,
      roomKind: kind,
      placesLeft: departure.placesLeft,
      limits,
      capacity,
      options: departure.prices.map((p) => optionOf(p, kind, capacity[p.cabin] ?? 2, lan, buyer)),
    };
  }
}
