import { z } from 'zod';
import type { Executor } from '@travel/db';
import type {
  AirRow,
  SeatServicesQuery,
  SeatMapResponse,
  SeatMapResult,
} from '@travel/contracts/seat-services';
import { SEAT_AVAILABLE, passengerKeyOf } from '@travel/contracts/seat-services';
import type { AppContext } from '../../app-context';
import { flightSupplier } from '../../lib/flight-supplier';
import type { Identity } from '../../plugins/auth';
import type { FlightSupplier, PlannedSeat, SeatMapPlan } from '../../suppliers/flights/port';
import {
  fullName,
  loadExtrasOrder,
  seatOfferIds,
  type ExtrasOrder,
  type OrderFlight,
  type OrderPassenger,
} from './order-extras';
import {
  assignmentsOn,
  linesOf,
  soldSeats,
  type ExtraLine,
  type SeatAssignmentRow,
} from './seat-services.repository';

/** What a seat line's `ref` holds. */
export const SeatLineRefSchema = z.object({ flightId: z.string(), seatNumber: z.string() });

export const seatOfferItemRef = (flightId: string, seatNumber: string): string =>
  `${flightId}.${seatNumber}`;

export interface OwnSeat {
  travellerIndex: number;
  flightId: string;
  seatNumber: string;
  lineId: string;
  amountCents: number;
}

/** The order's seats, from its seat lines (each line names one assignment). */
export function ownSeatsOf(lines: readonly ExtraLine[]): OwnSeat[] {
  return lines.flatMap((line) => {
    const ref = SeatLineRefSchema.safeParse(line.ref);
    if (!ref.success || line.travellerIndex === null) return [];
    return [
      {
        travellerIndex: line.travellerIndex,
        flightId: ref.data.flightId,
        seatNumber: ref.data.seatNumber,
        lineId: line.id,
        amountCents: line.amountCents,
      },
    ];
  });
}

/**
 * The seat maps of the order's flights as they stand now: the airline's load from
 * `flight_inventory` and every seat sold here from `seat_assignments`.
 */
export async function planOrderFlights(
  executor: Executor,
  airline: Pick<FlightSupplier, 'seatMap'>,
  flights: readonly OrderFlight[],
): Promise<{ plans: Map<string, SeatMapPlan | undefined>; assignments: SeatAssignmentRow[] }> {
  const ids = [...new Set(flights.map((flight) => flight.flightId))];
  const [sold, assignments] = await Promise.all([
    soldSeats(executor, ids),
    assignmentsOn(executor, ids),
  ]);
  const plans = new Map<string, SeatMapPlan | undefined>();
  for (const flight of flights) {
    const assigned = new Set(
      assignments.filter((a) => a.flightId === flight.flightId).map((a) => a.seatNumber),
    );
    plans.set(
      flight.flightId,
      airline.seatMap({
        flightId: flight.flightId,
        aircraftCode: flight.aircraftCode,
        cabin: flight.cabin,
        durationMinutes: flight.durationMinutes,
        sold: sold.get(`${flight.flightId}|${flight.cabin}`),
        assigned,
      }),
    );
  }
  return { plans, assignments };
}

/** The seat `12A` on a planned map, if the map has it. */
export function findPlannedSeat(plan: SeatMapPlan, seatNumber: string): PlannedSeat | undefined {
  const row = Number(seatNumber.slice(0, -1));
  return plan.rows.find((r) => r.rowNumber === row)?.seats.find((s) => s.seatNumber === seatNumber);
}

/** Passengers a seat may be sold to (children never in exit rows). */
export const eligiblePassengers = (seat: PlannedSeat, passengers: readonly OrderPassenger[]) =>
  passengers.filter((p) => p.type === 'ADT' || seat.childAllowed);

function airRowsOf(
  plan: SeatMapPlan,
  flight: OrderFlight,
  passengers: readonly OrderPassenger[],
  mine: ReadonlySet<string>,
): AirRow[] {
  return plan.rows.map((row) => ({
    rowNumber: row.rowNumber,
    isExitRowPosition: row.isExit,
    airSeats: row.seats.map((seat) => {
      // The order's own seats stay on sale to it: its travellers may keep or swap them.
      const available = !seat.occupied || mine.has(seat.seatNumber);
      const eligible = eligiblePassengers(seat, passengers);
      return {
        seatNumber: seat.seatNumber,
        seatCharacteristics: seat.characteristics,
        seatAvailabilityStatus: available ? SEAT_AVAILABLE : 'O',
        OfferItems:
          available && eligible.length > 0
            ? [
                {
                  OfferItemRef: seatOfferItemRef(flight.flightId, seat.seatNumber),
                  PassengerRef: eligible.map((p) => p.key).join(' '),
                  BaseFare: seat.price.base,
                  Tax: seat.price.tax,
                  TotalPrice: seat.price.total,
                },
              ]
            : [],
      };
    }),
  }));
}

function seatMapResponse(
  x: ExtrasOrder,
  flight: OrderFlight,
  plan: SeatMapPlan | undefined,
  own: readonly OwnSeat[],
): SeatMapResponse {
  const ownHere = own.filter((seat) => seat.flightId === flight.flightId);
  const mine = new Set(ownHere.map((seat) => seat.seatNumber));
  return {
    SeatMapDetails: {
      airRows: plan ? airRowsOf(plan, flight, x.passengers, mine) : [],
      cabin: flight.cabin,
      aircraftCode: flight.aircraftCode,
      aircraftName: plan?.aircraft.name ?? '',
      columns: plan
        ? plan.layout.letters.map((letter) => ({
            letter,
            aisleAfter: plan.layout.aisleAfter.includes(letter),
          }))
        : [],
    },
    FlightSegments: {
      FlightID: flight.flightId,
      marketingAirline: flight.airlineCode,
      flightNumber: flight.flightNumber,
      origin: flight.origin,
      destination: flight.destination,
      departureTime: flight.departureTime,
    },
    TravelerIdentifiers: x.passengers.map((p) => ({
      PassengerKey: p.key,
      PassengerTypeCode: p.type,
      name: fullName(p),
    })),
    assignedSeats: ownHere.map((seat) => ({
      PassengerKey: passengerKeyOf(seat.travellerIndex),
      seatNumber: seat.seatNumber,
      orderItemId: seat.lineId,
      TotalPrice: seat.amountCents,
    })),
  };
}

/** `GET /api/Seatmap/order`: one map per flight of the order. */
export async function getSeatMap(
  ctx: AppContext,
  identity: Identity,
  query: SeatServicesQuery,
): Promise<SeatMapResult> {
  const x = await loadExtrasOrder(ctx, identity, query);
  const [{ plans }, lines] = await Promise.all([
    planOrderFlights(ctx.db, flightSupplier(ctx), x.flights),
    linesOf(ctx.db, x.order.id, 'seat'),
  ]);
  const own = ownSeatsOf(lines);
  const ids = seatOfferIds(x.order.orderNo);
  return {
    ShoppingResponseID: ids.responseId,
    OfferID: ids.offerId,
    Owner: x.owner,
    currency: 'USD',
    SeatMapResponses: x.flights.map((flight) =>
      seatMapResponse(x, flight, plans.get(flight.flightId), own),
    ),
  };
}
