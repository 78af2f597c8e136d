import { Badge, Box, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { type TFunction, useTranslation } from '../../../lib/i18n';
import type { FlightSegment, FlightTrip } from '@travel/contracts/flights';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { AirlineMonogram } from '../airline-monogram';
import { dayShift, formatClock, formatDay, splitMinutes } from './format';

const NS = 'flight-itinerary';

type TripType = 'oneway' | 'roundtrip' | 'multicity';

/** "5h 20m" in the page language. */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation(NS);
  return (minutes) => t('duration', splitMinutes(minutes));
}

function tripHeading(t: TFunction, tripType: TripType, index: number) {
  if (tripType === 'roundtrip') return index === 0 ? t('outbound') : t('return');
  if (tripType === 'multicity') return t('flightN', { n: index + 1 });
  return t('outbound');
}

/**
 * The itinerary of an offer or an order (spec part 1 §2 result card and Detail pathway): one
 * block per trip with its route, date, duration and stops, then each segment with airline,
 * flight number, aircraft, cabin, booking class, terminals, and the layover before the next.
 * Used by /book, the booking result and the order pages.
 */
export function FlightItinerary({
  trips,
  tripType,
  headingLevel = 3,
}: {
  trips: readonly FlightTrip[];
  tripType: TripType;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation(NS);
  const localeTag = localeTagOf(useLanguage());
  const duration = useDurationText();

  return (
    <Stack gap="md">
      {trips.map((trip, index) => {
        const first = trip.segments[0];
        const last = trip.segments[trip.segments.length - 1];
        if (!first || !last) return null;
        return (
          <Paper key={`${index}-${first.flightId}`} withBorder radius="md" p="md">
            <Stack gap="sm">
              <Group justify="space-between" gap="xs" wrap="wrap">
                <Title order={headingLevel} size="h5">
                  {tripHeading(t, tripType, index)}: {first.departureCity} (
                  {first.departureAirportCode}) → {last.arrivalCity} ({last.arrivalAirportCode})
                </Title>
                <Group gap="xs">
                  <Text size="sm" c="gray.7">
                    {formatDay(first.departureTime, localeTag)}
                  </Text>
                  <Badge
                    variant="light"
                    color={trip.stops === 0 ? 'teal' : 'blue'}
                    // Dark text: the light variant's own shade fails AA on its tint (orange 3.6:1).
                    c="gray.9"
                  >
                    {trip.stops === 0 ? t('nonstop') : t('stops', { count: trip.stops })}
                  </Badge>
                  <Text size="sm" c="gray.7">
                    <IconClock size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
                    {t('total', { duration: duration(trip.duration) })}
                  </Text>
                </Group>
              </Group>
              <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {trip.segments.map((segment, segmentIndex) => (
                  <Box component="li" key={`${segment.flightId}-${segmentIndex}`}>
                    <SegmentRow segment={segment} />
                    {segment.layoverAfter > 0 && segmentIndex < trip.segments.length - 1 ? (
                      <>
                        <Divider
                          my="xs"
                          variant="dashed"
                          labelPosition="center"
                          label={t('layover', {
                            duration: duration(segment.layoverAfter),
                            city: segment.arrivalCity,
                            code: segment.arrivalAirportCode,
                          })}
                        />
                      </>
                    ) : null}
                  </Box>
                ))}
              </Stack>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function SegmentRow({ segment }: { segment: FlightSegment }) {
  const { t } = useTranslation(NS);
  const localeTag = localeTagOf(useLanguage());
  const duration = useDurationText();
  const shift = dayShift(segment.departureTime, segment.arrivalTime);

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="center">
        <AirlineMonogram code={segment.airlineCode} name={segment.airlineName} size={28} />
        <Text size="sm" fw={600}>
          {segment.airlineName} {segment.airlineCode}
          {segment.flightNumber}
        </Text>
      </Group>
      <Group gap="md" wrap="wrap" align="flex-start">
        <Endpoint
          label={t('departs')}
          time={formatClock(segment.departureTime)}
          day={formatDay(segment.departureTime, localeTag)}
          code={segment.departureAirportCode}
          name={segment.departureAirportName}
          terminal={segment.departureTerminal}
        />
        <Text size="sm" c="gray.7" pt={18}>
          {duration(segment.duration)}
        </Text>
        <Endpoint
          label={t('arrives')}
          time={formatClock(segment.arrivalTime)}
          day={formatDay(segment.arrivalTime, localeTag)}
          shift={shift}
          code={segment.arrivalAirportCode}
          name={segment.arrivalAirportName}
          terminal={segment.arrivalTerminal}
        />
      </Group>
      <Text size="xs" c="gray.7">
        {t('segmentFacts', {
          aircraft: segment.aircraftName || segment.aircraftCode,
          cabin: t(`cabins.${segment.cabin}`),
          bookingClass: segment.bookingClass,
          fareBasis: segment.adultFarebasis,
        })}
      </Text>
    </Stack>
  );
}

function Endpoint({
  label,
  time,
  day,
  shift = 0,
  code,
  name,
  terminal,
}: {
  label: string;
  time: string;
  day: string;
  shift?: number;
  code: string;
  name: string;
  terminal: string;
}) {
  const { t } = useTranslation(NS);
  return (
    <Stack gap={0} miw={0} style={{ flex: '1 1 140px' }}>
      <Text size="xs" c="gray.7">
        {label} · {day}
      </Text>
      <Text fw={700} size="lg">
        {time}
        {shift > 0 ? (
          <Text span size="xs" c="red.8" fw={600} ml={4} title={t('nextDay', { count: shift })}>
            +{shift}
          </Text>
        ) : null}{' '}
        <Text span fw={600} size="md">
          {code}
        </Text>
      </Text>
      <Text size="xs" c="gray.7">
        {name}
        {terminal ? ` · ${t('terminal', { terminal })}` : ''}
      </Text>
    </Stack>
  );
}
