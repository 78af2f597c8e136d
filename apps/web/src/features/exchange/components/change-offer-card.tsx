import { useState } from 'react';
import { Badge, Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { ExchangeOffer } from '@travel/contracts/exchange';
import type { FareBrand } from '@travel/contracts/flights';
import { FEW_SEATS_THRESHOLD } from '@travel/contracts/constants';
import { AirlineMonogram } from '../../../products/flight/airline-monogram';
import { useDurationText } from '../../../products/flight/flight-itinerary/flight-itinerary';
import {
  dayShift,
  formatClock,
  formatDate,
} from '../../../products/flight/flight-itinerary/format';
import { Price } from '../../../components/price';
import { fareLosses } from '../lib/fare-losses';
import { ChangeAmounts } from './change-amounts';
import { FareLosses } from './fare-losses';

/**
 * One change offer: each trip's times, airports, stops, duration and flights, the fares it can
 * be changed to (cheapest first, the order's own chosen at first) with what each costs, what
 * the chosen one gives up against the fare held (issue 13 §2), and the button that picks it.
 */
export function ChangeOfferCard({
  offer,
  originalBrand,
  travellers,
  changePenalty,
  onChoose,
}: {
  offer: ExchangeOffer;
  /** The fare the order holds now: what a cheaper fare would lose is said against it. */
  originalBrand: FareBrand;
  travellers: number;
  changePenalty: string;
  onChoose: (brandId: string) => void;
}) {
  const { t } = useTranslation('exchange');
  const duration = useDurationText();
  const [brandId, setBrandId] = useState(offer.defaultBrandId);
  const brand = offer.brands.find((b) => b.brandId === brandId) ?? offer.brands[0];
  if (!brand) return null;
  const first = offer.trips[0]?.segments[0];

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={
        first
          ? `${formatClock(first.departureTime)} ${first.airlineCode}${first.flightNumber}`
          : undefined
      }
    >
      <Stack gap="sm">
        {offer.trips.map((trip, index) => {
          const start = trip.segments[0];
          const end = trip.segments.at(-1);
          if (!start || !end) return null;
          const shift = dayShift(start.departureTime, end.arrivalTime);
          return (
            <Group key={`${index}-${start.flightId}`} justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <AirlineMonogram code={start.airlineCode} name={start.airlineName} />
                <Stack gap={0}>
                  <Text fw={700}>
                    {formatClock(start.departureTime)} {start.departureAirportCode} →{' '}
                    {formatClock(end.arrivalTime)}
                    {shift > 0 ? <sup>+{shift}</sup> : null} {end.arrivalAirportCode}
                  </Text>
                  <Text size="sm" c="gray.7">
                    {formatDate(start.departureTime)} ·{' '}
                    {trip.segments.map((s) => `${s.airlineCode}${s.flightNumber}`).join(', ')}
                  </Text>
                </Stack>
              </Group>
              <Text size="sm">
                {duration(trip.duration)} ·{' '}
                {trip.stops === 0 ? t('offers.nonstop') : t('offers.stops', { count: trip.stops })}
              </Text>
            </Group>
          );
        })}
        {offer.seatsRemaining <= FEW_SEATS_THRESHOLD ? (
          <Badge color="orange" variant="light">
            {t('offers.fewSeats', { count: offer.seatsRemaining })}
          </Badge>
        ) : null}
        {offer.brands.length > 1 ? (
          <Radio.Group label={t('offers.brandLegend')} value={brandId} onChange={setBrandId}>
            <Group gap="md" mt={4}>
              {[...offer.brands]
                .sort((x, y) => x.totalPrice - y.totalPrice)
                .map((b) => (
                  <Radio
                    key={b.brandId}
                    value={b.brandId}
                    label={
                      <Group gap={6} wrap="nowrap">
                        <span>{b.name}</span>
                        <Price amountMinor={b.totalToPay} currency="USD" size="sm" c="gray.7" />
                      </Group>
                    }
                  />
                ))}
            </Group>
          </Radio.Group>
        ) : null}
        <ChangeAmounts brand={brand} travellers={travellers} changePenalty={changePenalty} />
        <FareLosses losses={fareLosses(originalBrand, brand)} newBrand={brand.name} />
        <Group justify="flex-end">
          <Button onClick={() => onChoose(brand.brandId)}>{t('offers.choose')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
