import { useState } from 'react';
import { Alert, Box, Button, Group, SegmentedControl, Stack, Tabs, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import type { ServicesResult } from '@travel/contracts/seat-services';
import { ErrorBox } from '../../../components/error-box';
import { Price } from '../../../components/price';
import { NoSeatmapData, PickerLoading } from '../seat-picker/seat-picker';
import { useFakeLoading } from '../seat-picker/use-fake-loading';
import { useErrorText } from '../../../lib/error-message';
import type { OrderRef } from '../../../lib/order-access';
import { ServiceCard } from './service-card';
import {
  choicesTotal,
  initialServiceChoices,
  isChosen,
  keyOf,
  requirementMet,
  servicesFor,
  servicesSubmission,
  toggleService,
  type ServiceChoices,
} from './service-rules';
import { servicesKey, servicesQueryOptions, useReserveServices } from './services-api';
import classes from './service-picker.module.css';

export interface ServicePickerProps extends OrderRef {
  onDone: () => void;
  /** Back to the previous step (the seats), when there is one. */
  onBack?: () => void;
}

/**
 * Extra services per flight and passenger (spec part 2 §4, §5): the cards shown are those
 * sold to the active passenger's type on the current flight's airports; a card toggles the
 * service; Confirm saves every passenger's list (an empty list when nothing is chosen).
 */
export function ServicePicker({ orderNo, email, onDone, onBack }: ServicePickerProps) {
  const { t } = useTranslation('service-picker');
  const client = useQueryClient();
  const [cachedAtMount] = useState(() => client.getQueryData(servicesKey(orderNo)) !== undefined);
  const faking = useFakeLoading(cachedAtMount);
  const query = useQuery(servicesQueryOptions({ orderNo, email }));

  if (query.isPending || faking) return <PickerLoading label={t('loading')} />;
  if (query.isError) {
    return (
      <ErrorBox error={query.error} ns="service-picker" onRetry={() => void query.refetch()} />
    );
  }
  if (query.data.services.length === 0 || query.data.segments.length === 0) {
    return (
      <Stack>
        <NoSeatmapData />
        <Group justify="space-between">
          {onBack ? (
            <Button variant="default" onClick={onBack}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={onDone}>{t('continue')}</Button>
        </Group>
      </Stack>
    );
  }
  return (
    <ServicePickerBody
      result={query.data}
      orderRef={{ orderNo, email }}
      onDone={onDone}
      onBack={onBack}
    />
  );
}

function ServicePickerBody({
  result,
  orderRef,
  onDone,
  onBack,
}: {
  result: ServicesResult;
  orderRef: OrderRef;
  onDone: () => void;
  onBack: (() => void) | undefined;
}) {
  const { t } = useTranslation('service-picker');
  const errorText = useErrorText('service-picker');
  const reserve = useReserveServices(orderRef);
  const [edited, setEdited] = useState<ServiceChoices | null>(null);
  const [segmentId, setSegmentId] = useState(result.segments[0]!.FlightID);
  const [active, setActive] = useState(result.passengers[0]?.PassengerKey ?? '');
  const choices = edited ?? initialServiceChoices(result);
  const segment = result.segments.find((s) => s.FlightID === segmentId) ?? result.segments[0]!;

  const confirm = () =>
    reserve.mutate(servicesSubmission(result, choices), {
      onSuccess: () => {
        setEdited(null);
        onDone();
      },
    });

  return (
    <Stack gap="md">
      {result.segments.length > 1 ? (
        <Box style={{ overflowX: 'auto' }}>
          <SegmentedControl
            aria-label={t('flight')}
            value={segment.FlightID}
            onChange={setSegmentId}
            data={result.segments.map((s) => ({
              value: s.FlightID,
              label: t('segment', {
                origin: s.DepartureAirport,
                destination: s.ArrivalAirport,
                flight: `${s.AirlineCode}${s.FlightNumber}`,
              }),
            }))}
          />
        </Box>
      ) : (
        <Text fw={700}>
          {t('segment', {
            origin: segment.DepartureAirport,
            destination: segment.ArrivalAirport,
            flight: `${segment.AirlineCode}${segment.FlightNumber}`,
          })}
        </Text>
      )}

      <Tabs value={active} onChange={(value) => value && setActive(value)} keepMounted={false}>
        <Tabs.List aria-label={t('travellers')}>
          {result.passengers.map((p, i) => (
            <Tabs.Tab key={p.PassengerKey} value={p.PassengerKey}>
              {t('travellerTab', {
                number: i + 1,
                name: [p.firstName, p.lastName].join(' '),
                chosen: choices[segment.FlightID]?.[p.PassengerKey]?.length ?? 0,
              })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {result.passengers.map((passenger) => {
          const list = servicesFor(result.services, segment, passenger);
          return (
            <Tabs.Panel key={passenger.PassengerKey} value={passenger.PassengerKey} pt="md">
              {list.length === 0 ? (
                <NoSeatmapData />
              ) : (
                <div className={classes.list}>
                  {list.map((service) => {
                    const chosen = isChosen(
                      choices,
                      segment.FlightID,
                      passenger.PassengerKey,
                      keyOf(service),
                    );
                    const blocked =
                      !chosen &&
                      !requirementMet(
                        result.services,
                        choices,
                        segment.FlightID,
                        passenger.PassengerKey,
                        service,
                      );
                    return (
                      <ServiceCard
                        key={keyOf(service)}
                        service={service}
                        chosen={chosen}
                        blocked={blocked}
                        onToggle={() =>
                          setEdited(
                            toggleService(
                              choices,
                              result.services,
                              segment.FlightID,
                              passenger.PassengerKey,
                              service,
                            ),
                          )
                        }
                      />
                    );
                  })}
                </div>
              )}
            </Tabs.Panel>
          );
        })}
      </Tabs>

      {reserve.isError ? (
        <Alert color="red" variant="light" role="alert">
          {errorText(reserve.error)}
        </Alert>
      ) : null}

      <Group justify="space-between" wrap="wrap">
        {onBack ? (
          <Button variant="default" onClick={onBack}>
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="md">
          <Text size="sm">
            {t('extrasTotal')}{' '}
            <Price amountMinor={choicesTotal(result, choices)} currency="USD" fw={700} />
          </Text>
          <Button onClick={confirm} loading={reserve.isPending}>
            {t('confirm')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
