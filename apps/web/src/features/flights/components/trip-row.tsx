import { Group, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { FlightTrip } from '@travel/contracts/flights';
import { AirlineMonogram } from '../../../products/flight/airline-monogram';
import { clockTime } from '../../../products/flight/search/dates';
import { arrivalDayOffset, tripEnds } from '../lib/offer-facts';
import { durationText } from '../lib/rules-text';
import classes from './results.module.css';

/**
 * One trip of a result card (spec part 1 §2 "Flight result card"): the airline's drawn mark,
 * departure and arrival times with "+1" when it lands on a later day, the airports, a line
 * with a dot per stop (named after its layover), and the total duration.
 */
/** Darker than orange.9 (4.3:1 on white, under AA): 6.5:1, still read as "a stop". */
const STOPS_COLOR = '#a63a0a';

export function TripRow({ trip, label }: { trip: FlightTrip; label?: string }) {
  const { t } = useTranslation('flights');
  const { first, last } = tripEnds(trip);
  const dayOffset = arrivalDayOffset(trip);
  const stops = trip.segments.slice(0, -1);
  const airlines = [...new Set(trip.segments.map((segment) => segment.airlineName))].join(', ');
  return (
    <div className={classes.trip}>
      <AirlineMonogram code={first.airlineCode} name={first.airlineName} size={36} />
      <div>
        <Group gap={6} wrap="nowrap">
          {label ? (
            <Text size="xs" fw={700} c="ocean.8" tt="uppercase">
              {label}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7" truncate>
            {airlines}
          </Text>
        </Group>
        <div className={classes.times}>
          <div>
            <Text className={classes.time}>{clockTime(first.departureTime)}</Text>
            <Text size="sm" fw={600}>
              {first.departureAirportCode}
            </Text>
          </div>
          <div>
            <Text size="xs" c="gray.7" ta="center">
              {durationText(trip.duration, t)}
            </Text>
            <div className={classes.path}>
              {stops.map((segment) => {
                const layover = t('card.layover', {
                  airport: segment.arrivalAirportCode,
                  duration: durationText(segment.layoverAfter, t),
                });
                // A native tooltip: a Mantine one would bring a positioning engine to every card.
                return (
                  <span
                    key={segment.flightId}
                    className={classes.dot}
                    role="img"
                    aria-label={layover}
                    title={layover}
                  />
                );
              })}
            </div>
            <Text size="xs" ta="center" c={trip.stops === 0 ? 'teal.9' : STOPS_COLOR} fw={600}>
              {trip.stops === 0
                ? t('card.nonstop')
                : `${t('card.stops', { count: trip.stops })} · ${stops.map((s) => s.arrivalAirportCode).join(', ')}`}
            </Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Text className={classes.time}>
              {clockTime(last.arrivalTime)}
              {dayOffset !== 0 ? (
                <>
                  <span className={classes.dayMark} aria-hidden="true">
                    {dayOffset > 0 ? `+${dayOffset}` : dayOffset}
                  </span>
                  <VisuallyHidden>{t('card.dayOffset', { count: dayOffset })}</VisuallyHidden>
                </>
              ) : null}
            </Text>
            <Text size="sm" fw={600}>
              {last.arrivalAirportCode}
            </Text>
          </div>
        </div>
      </div>
    </div>
  );
}
