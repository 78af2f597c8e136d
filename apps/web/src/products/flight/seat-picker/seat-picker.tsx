import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { SeatMapResult } from '@travel/contracts/seat-services';
import { ErrorBox } from '../../../components/error-box';
import { Price } from '../../../components/price';
import { isApiError, useErrorText } from '../../../lib/error-message';
import type { OrderRef } from '../../../lib/order-access';
import { seatMapKey, seatMapQueryOptions, useReserveSeats } from './seat-map-api';
import { SeatGrid } from './seat-grid';
import { SeatLegend } from './seat-legend';
import {
  findSeat,
  initialChoices,
  offerFor,
  seatSubmission,
  toggleSeat,
  type SeatChoices,
} from './seat-rules';
import { useFakeLoading } from './use-fake-loading';
import { ERRORS } from '@travel/contracts/errors';

export interface SeatPickerProps extends OrderRef {
  /** After Submit saved the seats (or nothing changed). */
  onDone: () => void;
}

/** Shown in place of a map the airline did not send (spec part 2 §8). */
export function NoSeatmapData() {
  const { t } = useTranslation('seat-picker');
  return (
    <Text c="gray.7" ta="center" py="lg">
      {t('noData')}
    </Text>
  );
}

export function PickerLoading({ label }: { label: string }) {
  return (
    <Group justify="center" py="xl" role="status" aria-live="polite">
      <Loader size="sm" aria-hidden="true" />
      <Text c="gray.7">{label}</Text>
    </Group>
  );
}

/**
 * Seat selection for every flight of an order (spec part 2 §4): traveller tabs choose the
 * active passenger, a click on a free seat gives it to them and a second click clears it,
 * Prev Flight / Next Flight move between flights and Submit, on the last flight, saves.
 */
export function SeatPicker({ orderNo, email, onDone }: SeatPickerProps) {
  const { t } = useTranslation('seat-picker');
  const client = useQueryClient();
  const [cachedAtMount] = useState(() => client.getQueryData(seatMapKey(orderNo)) !== undefined);
  const faking = useFakeLoading(cachedAtMount);
  const query = useQuery(seatMapQueryOptions({ orderNo, email }));

  if (query.isPending || faking) return <PickerLoading label={t('loading')} />;
  if (query.isError) {
    return <ErrorBox error={query.error} ns="seat-picker" onRetry={() => void query.refetch()} />;
  }
  if (query.data.SeatMapResponses.length === 0) {
    return (
      <Stack>
        <NoSeatmapData />
        <Group justify="flex-end">
          <Button onClick={onDone}>{t('continue')}</Button>
        </Group>
      </Stack>
    );
  }
  return <SeatPickerBody map={query.data} orderRef={{ orderNo, email }} onDone={onDone} />;
}

function SeatPickerBody({
  map,
  orderRef,
  onDone,
}: {
  map: SeatMapResult;
  orderRef: OrderRef;
  onDone: () => void;
}) {
  const { t } = useTranslation('seat-picker');
  const errorText = useErrorText('seat-picker');
  const reserve = useReserveSeats(orderRef);
  const [edited, setEdited] = useState<SeatChoices | null>(null);
  const [flightIndex, setFlightIndex] = useState(0);
  const responses = map.SeatMapResponses;
  const response = responses[Math.min(flightIndex, responses.length - 1)]!;
  const travellers = response.TravelerIdentifiers;
  const [active, setActive] = useState(travellers[0]?.PassengerKey ?? '');
  const choices = edited ?? initialChoices(map);
  const flightId = response.FlightSegments.FlightID;
  const flightChoices = choices[flightId] ?? {};
  const last = flightIndex >= responses.length - 1;
  const segment = response.FlightSegments;
  const details = response.SeatMapDetails;

  const seatsTotal = responses.reduce((sum, r) => {
    const chosen = choices[r.FlightSegments.FlightID] ?? {};
    return (
      sum +
      Object.entries(chosen).reduce((s, [key, seatNumber]) => {
        const seat = findSeat(r, seatNumber);
        return s + ((seat && offerFor(seat, key)?.TotalPrice) || 0);
      }, 0)
    );
  }, 0);

  const submit = () => {
    const seats = seatSubmission(map, choices);
    if (seats.length === 0) return onDone();
    reserve.mutate(seats, {
      onSuccess: () => {
        setEdited(null);
        onDone();
      },
      // A seat sold meanwhile: the map is read again and the server's choices shown.
      onError: (error) => {
        if (isApiError(error, ERRORS.seatSaveFailed.code)) setEdited(null);
      },
    });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Text size="sm" c="gray.7">
            {t('flightOf', { index: flightIndex + 1, count: responses.length })}
          </Text>
          <Title order={3} size="h4">
            {t('flightTitle', {
              airline: segment.marketingAirline,
              number: segment.flightNumber,
              origin: segment.origin,
              destination: segment.destination,
            })}
          </Title>
          {details.aircraftName ? (
            <Text size="sm" c="gray.7">
              {details.aircraftName} · {t(`cabin.${details.cabin}`)}
            </Text>
          ) : null}
        </div>
        <Text size="sm">
          {t('seatsTotal')} <Price amountMinor={seatsTotal} currency="USD" fw={700} />
        </Text>
      </Group>

      <Tabs value={active} onChange={(value) => value && setActive(value)} keepMounted={false}>
        <Tabs.List aria-label={t('travellers')}>
          {travellers.map((traveller, i) => (
            <Tabs.Tab key={traveller.PassengerKey} value={traveller.PassengerKey}>
              {t('travellerTab', {
                number: i + 1,
                name: traveller.name,
                seat: flightChoices[traveller.PassengerKey] ?? t('noSeat'),
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {travellers.map((traveller) => (
          <Tabs.Panel key={traveller.PassengerKey} value={traveller.PassengerKey} pt="md">
            {details.airRows.length === 0 ? (
              <NoSeatmapData />
            ) : (
              <SeatGrid
                response={response}
                choices={flightChoices}
                active={traveller.PassengerKey}
                onToggle={(seat) =>
                  setEdited(toggleSeat(choices, flightId, traveller.PassengerKey, seat))
                }
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>

      <SeatLegend />

      {reserve.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(reserve.error)}
        </Alert>
      ) : null}

      <Group justify="space-between">
        <Button
          variant="default"
          disabled={flightIndex === 0}
          onClick={() => setFlightIndex((i) => Math.max(0, i - 1))}
        >
          {t('prevFlight')}
        </Button>
        {last ? (
          <Button onClick={submit} loading={reserve.isPending}>
            {t('submit')}
          </Button>
        ) : (
          <Button onClick={() => setFlightIndex((i) => i + 1)}>{t('nextFlight')}</Button>
        )}
      </Group>
    </Stack>
  );
}
