import { Badge, Group, Stack, Text } from '@mantine/core';
import { CABIN_NAMES, type FlightSegment } from '@travel/contracts/flights';
import { useTranslation } from 'react-i18next';
import { AirlineMonogram } from '../../../components/airline-monogram';
import { dayShift, flightLabel, splitMinutes, wallDateLabel, wallTime } from '../lib/format';

function Endpoint({
  time,
  code,
  name,
  terminal,
  shift,
  localeTag,
}: {
  time: string;
  code: string;
  name: string;
  terminal: string;
  shift: number;
  localeTag: string;
}) {
  const { t } = useTranslation('flight-share');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <Text fw={700} size="lg" w={56} style={{ flexShrink: 0 }}>
        <time dateTime={time}>{wallTime(time)}</time>
      </Text>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text fw={600}>
          {code}{' '}
          {shift > 0 ? (
            <Text span size="xs" c="orange.9" fw={700}>
              {t('segment.nextDay', { count: shift, date: wallDateLabel(time, localeTag) })}
            </Text>
          ) : null}
        </Text>
        <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
          {terminal ? t('segment.airportTerminal', { airport: name, terminal }) : name}
        </Text>
      </Stack>
    </Group>
  );
}

/** One flight of a trip: airline, number, aircraft and cabin, then departure and arrival. */
export function SegmentItem({
  segment,
  tripStart,
  localeTag,
}: {
  segment: FlightSegment;
  /** The trip's first local departure, from which "+1 day" arrivals are counted. */
  tripStart: string;
  localeTag: string;
}) {
  const { t } = useTranslation('flight-share');
  const flying = splitMinutes(segment.duration);
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <AirlineMonogram code={segment.airlineCode} size={28} />
        <Text fw={600} size="sm">
          {segment.airlineName}
        </Text>
        <Text size="sm" c="gray.7">
          {t('segment.flight', { flight: flightLabel(segment) })}
        </Text>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {t(`cabins.${segment.cabin}`, { defaultValue: CABIN_NAMES[segment.cabin] })} ·{' '}
          {t('segment.class', { bookingClass: segment.bookingClass })}
        </Badge>
      </Group>
      <Stack gap={4} pl="xs" style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}>
        <Endpoint
          time={segment.departureTime}
          code={segment.departureAirportCode}
          name={segment.departureAirportName}
          terminal={segment.departureTerminal}
          shift={dayShift(tripStart, segment.departureTime)}
          localeTag={localeTag}
        />
        <Text size="xs" c="gray.7" pl={64}>
          {t('segment.flying', { duration: t('duration', flying) })}
          {segment.aircraftName ? ` · ${segment.aircraftName}` : ''}
        </Text>
        <Endpoint
          time={segment.arrivalTime}
          code={segment.arrivalAirportCode}
          name={segment.arrivalAirportName}
          terminal={segment.arrivalTerminal}
          shift={dayShift(tripStart, segment.arrivalTime)}
          localeTag={localeTag}
        />
      </Stack>
    </Stack>
  );
}
