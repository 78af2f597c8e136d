import { lazy, Suspense } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useLocation } from '../../../lib/router';
import type { FareBrand, FlightOffer, FlightSegment } from '@travel/contracts/flights';
import { clockTime, datePart, isoToUs } from '../../../products/flight/search/dates';
import { bagLines, durationText, penaltyText, tripLabel } from '../lib/rules-text';
import classes from './results.module.css';

// Sharing (short-link call, dialog, clipboard) loads when a Detail is first opened.
const ShareItineraryButton = lazy(async () => ({
  default: (await import('./share-itinerary-button')).ShareItineraryButton,
}));

/**
 * The expandable Detail of a result card (spec part 1 §2, §3): fee rules (refund, change,
 * endorsement), checked and carry-on bags, and the per-segment pathway with airports, date,
 * flight time, airline code and number, aircraft, cabin, booking class, fare basis,
 * terminals and layover.
 */
export function FlightDetail({
  offer,
  brand,
  shown,
  share = true,
}: {
  offer: FlightOffer;
  brand: FareBrand;
  /** The trips whose pathway is shown (a round trip's stage shows one); all when absent. */
  shown?: readonly number[];
  /** The Share button: for a whole itinerary, not a round trip's outbound alone. */
  share?: boolean;
}) {
  const { t } = useTranslation('flights');
  const location = useLocation();
  const segments = offer.trips.flatMap((trip) => trip.segments);
  return (
    <Stack gap="md" pt="sm">
      {/* Plain tables: Mantine's brings a scroll container the detail never needs. */}
      <div className={classes.ruleGrid}>
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('detail.rules', { brand: brand.name })}
          </Title>
          <table className={classes.rules}>
            <tbody>
              {(['refundPenalty', 'changePenalty', 'endorsementPenalty'] as const).map((key) => (
                <tr key={key}>
                  <th scope="row">{t(`detail.${key}`)}</th>
                  <td>{penaltyText(brand.rules[key], t)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div>
          <Title order={4} size="h6" mb={4}>
            {t('detail.baggage')}
          </Title>
          <table className={classes.rules}>
            <tbody>
              {(['baggage', 'carryOn'] as const).flatMap((kind) =>
                bagLines(brand[kind], segments, t).map((line, index) => (
                  <tr key={`${kind}-${index}`}>
                    <th scope="row">
                      {t(`detail.${kind}`)}
                      {line.flights ? ` (${line.flights})` : ''}
                    </th>
                    <td>{line.text}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </div>
      {offer.trips.map((trip, tripIndex) =>
        shown && !shown.includes(tripIndex) ? null : (
          <div key={tripIndex}>
            <Title order={4} size="h6" mb={4}>
              {tripLabel(offer.tripType, tripIndex, t) ?? t('card.outbound')}
            </Title>
            <Stack gap="xs" className={classes.pathway}>
              {trip.segments.map((segment) => (
                <SegmentLine key={segment.flightId} segment={segment} />
              ))}
            </Stack>
          </div>
        ),
      )}
      {share ? (
        <Group justify="flex-end">
          <Suspense fallback={null}>
            <ShareItineraryButton offer={offer} searchUrl={location.pathname + location.search} />
          </Suspense>
        </Group>
      ) : null}
    </Stack>
  );
}

function SegmentLine({ segment }: { segment: FlightSegment }) {
  const { t } = useTranslation('flights');
  const terminal = (value: string) => (value ? t('detail.terminal', { terminal: value }) : '');
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {segment.departureAirportCode} {clockTime(segment.departureTime)} →{' '}
          {segment.arrivalAirportCode} {clockTime(segment.arrivalTime)}
        </Text>
        <Text size="sm" c="gray.7">
          {isoToUs(datePart(segment.departureTime))} · {durationText(segment.duration, t)}
        </Text>
      </Group>
      <Text size="sm">
        {segment.departureAirportName} {terminal(segment.departureTerminal)} →{' '}
        {segment.arrivalAirportName} {terminal(segment.arrivalTerminal)}
      </Text>
      <Group gap={6} mt={2} wrap="wrap">
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {segment.airlineCode} {segment.flightNumber}
        </Badge>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {segment.aircraftName || segment.aircraftCode}
        </Badge>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {t(`cabins.${segment.cabin}`)} ·{' '}
          {t('detail.bookingClass', { value: segment.bookingClass })}
        </Badge>
        <Badge variant="light" color="gray" radius="sm" tt="none">
          {t('detail.fareBasis', { value: segment.adultFarebasis })}
        </Badge>
      </Group>
      {segment.layoverAfter > 0 ? (
        <Text size="sm" c="#a63a0a" fw={600} mt={4}>
          {t('card.layover', {
            airport: segment.arrivalAirportCode,
            duration: durationText(segment.layoverAfter, t),
          })}
        </Text>
      ) : null}
    </div>
  );
}
