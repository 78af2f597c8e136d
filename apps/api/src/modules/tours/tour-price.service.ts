import {
  TOUR_FAILURE,
  TOUR_OPTION_NAMES,
  checkRooms,
  priceRooms,
  type RoomContext,
  type RoomSetting,
} from '@travel/contracts/tours';
import type { PriceTour, PriceTourBody } from '@travel/contracts/tours-price';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { commissionOn } from '../../lib/pricing/commission';
import { roomKindOf, type Buyer } from './tour-prices';
import { saleFrom } from './tour-sale';
import { cabinsOf, departureOn } from './tours.repository';

type PriceInput = Omit<PriceTourBody, 'Lan' | 'user'> & { Lan: 'EN' | 'ZH' | 'TW' };

/** 'Check price failed' with why (the variant reply's data.error) and the rooms at fault. */
function refuse(error: string, issues: { path: string; message: string }[] = []): never {
  throw new AppError(TOUR_FAILURE.price, { data: { error }, issues });
}

/**
 * PriceTour (spec part 2 §7): the rooms of one departure priced now with the room rules of
 * contracts, per person by option, plus a cruise's port charges and gratuities per person.
 * Reads only: places are held when an order is created.
 */
export class TourPriceService {
  constructor(private readonly ctx: Pick<AppContext, 'db' | 'now'>) {}

  async price(input: PriceInput, buyer: Buyer): Promise<PriceTour> {
    const row = await departureOn(this.ctx.db, input.tourid, input.cttq);
    if (
      !row ||
      row.departure.id !== input.packageID ||
      row.departure.date <= saleFrom(this.ctx.now())
    )
      throw new AppError(TOUR_FAILURE.tour);
    const { tour, departure } = row;
    const kind = roomKindOf(tour);
    let cabinCapacity: number | undefined;
    if (kind === 'cruise') {
      const cabin = (await cabinsOf(this.ctx.db, tour.shipCode ?? '')).find(
        (c) => c.code === input.cabin,
      );
      if (!cabin) refuse('Choose a cabin category of this ship');
      cabinCapacity = cabin.maxOccupancy;
    } else if (input.cabin) {
      refuse('A tour has no cabins');
    }
    const own = departure.prices.filter((p) => p.cabin === (kind === 'cruise' ? input.cabin : ''));
    const ctx: RoomContext = { kind, optionCodes: own.map((p) => p.code), cabinCapacity };
    const rooms: RoomSetting[] = input.rooms;
    const issues = checkRooms(ctx, rooms);
    if (issues.length > 0)
      refuse(
        issues.map((i) => i.message).join('; '),
        issues.map((i) => ({
          path: i.room === undefined ? 'body.rooms' : `body.rooms.${i.room}`,
          message: i.message,
        })),
      );
    const people = rooms.reduce((n, r) => n + r.adults + r.children, 0);
    if (people > departure.placesLeft)
      refuse(
        departure.placesLeft === 0
          ? 'This departure is sold out'
          : `Only ${departure.placesLeft} places are left`,
      );
    const priced = priceRooms(ctx, rooms, Object.fromEntries(own.map((p) => [p.code, p.cents])));
    if (!priced) refuse('This departure has no price for these rooms');
    const names = TOUR_OPTION_NAMES[input.Lan];
    const lines = priced.lines.map((l) => ({
      room: rooms[l.room]?.key ?? String(l.room),
      Code: l.code,
      Name: names[l.code] ?? l.code,
      count: l.count,
      unit: l.unitCents,
      total: l.totalCents,
    }));
    const charges = kind === 'cruise' ? people * (tour.portChargesCents + tour.gratuitiesCents) : 0;
    // Commission per person and option, rounded as each option shows it, never on the charges.
    const comm = priced.lines.reduce(
      (n, l) => n + commissionOn(l.unitCents, buyer.percent) * l.count,
      0,
    );
    const totalprice = priced.totalCents + charges;
    return {
      roomlist: JSON.stringify(lines),
      lines,
      people,
      charges,
      totalprice,
      TourComm: comm,
      agentSelling: totalprice - comm,
      currency: 'USD',
      error: '',
    };
  }
}
