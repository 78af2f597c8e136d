import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockPause } from '@tabler/icons-react';
import type { FlightOffer, FlightTrip } from '@travel/contracts/flights';
import { useTranslation } from 'react-i18next';
import { splitMinutes, wallDateLabel } from '../lib/format';
import { SegmentItem } from './segment-item';

/** Outbound and Return for a round trip; Flight 1, 2… for multi-city; just Flight one-way. */
function tripLabelKey(tripType: FlightOffer['tripType'], index: number) {
  if (tripType === 'roundtrip') return index === 0 ? 'trip.outbound' : 'trip.return';
  if (tripType === 'multicity') return 'trip.leg';
  return 'trip.oneway';
}

export function TripSection({
  trip,
  index,
  tripType,
  localeTag,
}: {
  trip: FlightTrip;
  index: number;
  tripType: FlightOffer['tripType'];
  localeTag: string;
}) {
  const { t } = useTranslation('flight-share');
  const first = trip.segments[0];
  const last = trip.segments[trip.segments.length - 1];
  if (!first || !last) return null;
  const headingId = `trip-${index}`;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t(tripLabelKey(tripType, index), { n: index + 1 })}: {first.departureCity} →{' '}
            {last.arrivalCity}
          </Title>
          <Text size="sm" c="gray.7">
            {wallDateLabel(first.departureTime, localeTag)}
          </Text>
        </Group>
        <Text size="sm" c="gray.8">
          {trip.stops === 0 ? t('trip.nonstop') : t('trip.stops', { count: trip.stops })} ·{' '}
          {t('trip.total', { duration: t('duration', splitMinutes(trip.duration)) })}
        </Text>
        <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {trip.segments.map((segment, i) => (
            <li key={`${segment.flightId}-${i}`}>
              <SegmentItem
                segment={segment}
                tripStart={first.departureTime}
                localeTag={localeTag}
              />
              {i < trip.segments.length - 1 ? (
                <Divider
                  my="sm"
                  variant="dashed"
                  labelPosition="left"
                  label={
                    <Group gap={6} c="gray.8">
                      <IconClockPause size={16} aria-hidden="true" />
                      <Text size="sm">
                        {t('segment.layover', {
                          duration: t('duration', splitMinutes(segment.layoverAfter)),
                          city: segment.arrivalCity,
                          code: segment.arrivalAirportCode,
                        })}
                      </Text>
                    </Group>
                  }
                />
              ) : null}
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
