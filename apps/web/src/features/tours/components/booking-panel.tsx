import { useState } from 'react';
import { Paper, Stack } from '@mantine/core';
import type { RoomSetting } from '@travel/contracts/tours';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import {
  RoomMixHint,
  RoomSettings,
  defaultRooms,
  pricesOf,
  roomContextOf,
} from '../../../products/tour/rooms';
import { firstChoice } from '../lib/departures';
import { DeparturesCalendar } from './departures-calendar';
import { PricePanel } from './price-panel';
import classes from './tour-detail.module.css';

/**
 * Choosing a departure and rooms on the detail page, priced by the server, with "Book" (issue
 * 14 §4). A cruise first chooses its cabin category: the departures then show that category's
 * price. `month` (the list's departureDate) picks the first departure to show.
 */
export function BookingPanel({ info, month }: { info: TourInfo; month: string | null }) {
  const cabins = info.cruise?.cabins ?? null;
  const [cabin, setCabin] = useState(() => cabins?.[0]?.code ?? '');
  const [guarantee, setGuarantee] = useState(false);
  const [rooms, setRooms] = useState<RoomSetting[]>(defaultRooms);
  const [departure, setDeparture] = useState<TourDeparture | null>(() =>
    firstChoice(
      info.departures,
      month,
      rooms.reduce((n, room) => n + room.adults + room.children, 0),
    ),
  );
  const ctx = departure ? roomContextOf(info, departure, cabin) : null;

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      className={classes.booking}
      id="tour-booking"
    >
      <Stack gap="lg">
        <DeparturesCalendar
          departures={info.departures}
          selected={departure}
          onSelect={setDeparture}
          cabin={cabin}
        />
        {departure && ctx ? (
          <>
            <RoomSettings
              ctx={ctx}
              rooms={rooms}
              onRooms={setRooms}
              cabins={cabins}
              cabin={cabin}
              onCabin={(code) => {
                setCabin(code);
                setGuarantee(false);
              }}
              guarantee={guarantee}
              onGuarantee={setGuarantee}
            />
            <RoomMixHint
              ctx={ctx}
              rooms={rooms}
              prices={pricesOf(departure, cabin)}
              onUse={setRooms}
            />
            <PricePanel
              info={info}
              departure={departure}
              ctx={ctx}
              rooms={rooms}
              cabin={cabin}
              guarantee={guarantee}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
