import type {
  AirSeat,
  SeatCharacteristic,
  SeatMapResponse,
  SeatMapResult,
  SeatOfferItem,
  SeatSelection,
} from '@travel/contracts/seat-services';
import { SEAT_AVAILABLE } from '@travel/contracts/seat-services';

/**
 * The seat picker's rules (spec part 2 §4 "Seat selection"), kept apart from the drawing so
 * they can be tested alone. Choices are per flight, per passenger: one seat each.
 */
export type SeatChoices = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** Free, unavailable (taken, or not sold to this passenger), or chosen by a passenger. */
export type SeatState = 'free' | 'unavailable' | 'mine' | 'other';

/** The seats the order already holds, as the starting choices. */
export function initialChoices(map: SeatMapResult): SeatChoices {
  const out: Record<string, Record<string, string>> = {};
  for (const response of map.SeatMapResponses) {
    const flight: Record<string, string> = {};
    for (const seat of response.assignedSeats) flight[seat.PassengerKey] = seat.seatNumber;
    out[response.FlightSegments.FlightID] = flight;
  }
  return out;
}

/** The price of `seat` for this passenger, or undefined when it is not sold to them. */
export const offerFor = (seat: AirSeat, passengerKey: string): SeatOfferItem | undefined =>
  seat.OfferItems.find((item) => item.PassengerRef.split(' ').includes(passengerKey));

/** Who holds `seatNumber` among this flight's choices. */
export const holderOf = (flightChoices: Readonly<Record<string, string>>, seatNumber: string) =>
  Object.entries(flightChoices).find(([, seat]) => seat === seatNumber)?.[0];

export function seatState(
  seat: AirSeat,
  flightChoices: Readonly<Record<string, string>>,
  active: string,
): SeatState {
  const holder = holderOf(flightChoices, seat.seatNumber);
  if (holder === active) return 'mine';
  // A seat taken by another passenger of the party cannot be chosen.
  if (holder) return 'other';
  if (seat.seatAvailabilityStatus !== SEAT_AVAILABLE) return 'unavailable';
  return offerFor(seat, active) ? 'free' : 'unavailable';
}

/** Clicking a free seat assigns it to the active passenger; clicking their seat clears it. */
export function toggleSeat(
  choices: SeatChoices,
  flightId: string,
  active: string,
  seat: AirSeat,
): SeatChoices {
  const flight = { ...choices[flightId] };
  const state = seatState(seat, flight, active);
  if (state === 'mine') delete flight[active];
  else if (state === 'free') flight[active] = seat.seatNumber;
  else return choices;
  return { ...choices, [flightId]: flight };
}

export const findSeat = (response: SeatMapResponse, seatNumber: string): AirSeat | undefined =>
  response.SeatMapDetails.airRows
    .find((row) => row.rowNumber === Number(seatNumber.slice(0, -1)))
    ?.airSeats.find((seat) => seat.seatNumber === seatNumber);

/**
 * What Submit sends: one entry per passenger and flight whose seat changed, naming the seat it
 * replaces (`oldorderitemId`); a seat given up is sent with an empty seat number.
 */
export function seatSubmission(map: SeatMapResult, choices: SeatChoices): SeatSelection[] {
  const out: SeatSelection[] = [];
  for (const response of map.SeatMapResponses) {
    const segment = response.FlightSegments;
    const flight = choices[segment.FlightID] ?? {};
    for (const traveller of response.TravelerIdentifiers) {
      const key = traveller.PassengerKey;
      const before = response.assignedSeats.find((seat) => seat.PassengerKey === key);
      const after = flight[key];
      if ((before?.seatNumber ?? '') === (after ?? '')) continue;
      const common = {
        passengerRef: key,
        oldorderitemId: before?.orderItemId ?? '',
        flightId: segment.FlightID,
        airline: segment.marketingAirline,
        flightNumber: segment.flightNumber,
        shoppingResponseId: map.ShoppingResponseID,
        offerId: map.OfferID,
        owner: map.Owner,
      };
      const seat = after ? findSeat(response, after) : undefined;
      const item = seat ? offerFor(seat, key) : undefined;
      if (after && item) {
        out.push({
          ...common,
          offerItemRef: item.OfferItemRef,
          rowNumber: Number(after.slice(0, -1)),
          seatNumber: after,
          baseFare: item.BaseFare,
          tax: item.Tax,
          totalPrice: item.TotalPrice,
        });
      } else {
        out.push({
          ...common,
          offerItemRef: '',
          rowNumber: 0,
          seatNumber: '',
          baseFare: 0,
          tax: 0,
          totalPrice: 0,
        });
      }
    }
  }
  return out;
}

/** Position words of a seat for its label, in the order a person says them. */
export function positionKeys(characteristics: readonly SeatCharacteristic[]): string[] {
  const keys: string[] = [];
  if (characteristics.includes('WA')) keys.push('windowAisle');
  else if (characteristics.includes('W')) keys.push('window');
  else if (characteristics.includes('A')) keys.push('aisle');
  else if (characteristics.includes('9')) keys.push('middle');
  if (characteristics.includes('E')) keys.push('exit');
  else if (characteristics.includes('L')) keys.push('legroom');
  if (characteristics.includes('OW')) keys.push('overWing');
  return keys;
}
