import '@mantine/dates/styles.css';
import { useState, type FormEvent } from 'react';
import { Alert, Button, Fieldset, Group, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate, useSearchParams } from '../../../lib/router';
import type { OrderDetail } from '@travel/contracts/orders';
import { DATE_FORMAT } from '@travel/contracts/constants';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';
import { formatDate } from '../../../products/flight/flight-itinerary/format';
import { LoadingState } from '../../../components/page-states';
import { useOrderDetail } from '../../../products/flight/order-detail';
import { orderRefOf } from '../../../lib/order-access';
import { ChangeRule } from '../components/change-rule';
import { ExchangeFrame } from '../components/exchange-frame';
import { OrderProblem } from '../components/order-problem';
import {
  exchangePaths,
  isoToUs,
  todayIso,
  validateNewDates,
  type IsoDate,
} from '../lib/exchange-form';

/**
 * /exchange/init?orderNo=…: the order's itinerary and change terms, and one new date per trip.
 * The form must be complete (spec §5) before the change offers are searched.
 */
export function ExchangeInitPage() {
  const { t } = useTranslation('exchange');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const order = useOrderDetail(orderRefOf(orderNo));

  const body = () => {
    if (!orderNo) return <Alert color="red">{t('missingOrder')}</Alert>;
    if (order.isPending) return <LoadingState rows={6} />;
    if (order.isError) return <OrderProblem error={order.error} orderNo={orderNo} />;
    return <ChangeForm order={order.data} />;
  };
  return (
    <ExchangeFrame step={0} title={t('title.init')} orderNo={orderNo}>
      {body()}
    </ExchangeFrame>
  );
}

function ChangeForm({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const [dates, setDates] = useState<(IsoDate | null)[]>(() => order.trips.map(() => null));
  const [errors, setErrors] = useState<Record<number, string>>({});
  const today = todayIso();
  const phone = useMediaQuery('(max-width: 48em)');
  const penalty = order.brand.rules.changePenalty;

  if (!order.canExchange) {
    return (
      <Stack gap="md">
        <Alert color="red" title={t('notChangeable.title')} role="alert">
          {order.status === 'issued'
            ? t('notChangeable.fare')
            : t('notChangeable.status', { status: t(`status.${order.status}`, { ns: 'payment' }) })}
        </Alert>
        <FlightItinerary trips={order.trips} tripType={order.tripType} headingLevel={2} />
      </Stack>
    );
  }

  const tripLabel = (index: number) => {
    if (order.tripType === 'roundtrip') {
      return index === 0 ? t('form.tripOutbound') : t('form.tripReturn');
    }
    return order.tripType === 'multicity'
      ? t('form.tripN', { n: index + 1 })
      : t('form.tripOutbound');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewDates(dates, today, t, tripLabel);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    void navigate(
      exchangePaths.search(
        order.orderNo,
        dates.map((d) => isoToUs(d as IsoDate)),
      ),
    );
  };

  return (
    <Stack gap="lg">
      <ChangeRule penalty={penalty} />
      <Stack gap="xs">
        <Text fw={700} component="h2" size="lg">
          {t('original')}
        </Text>
        <FlightItinerary trips={order.trips} tripType={order.tripType} headingLevel={3} />
      </Stack>
      <form noValidate onSubmit={submit}>
        <Fieldset legend={t('form.legend')}>
          <Stack gap="sm">
            <Text size="sm" c="gray.7">
              {t('form.hint')}
            </Text>
            {order.trips.map((trip, index) => {
              const first = trip.segments[0];
              const last = trip.segments.at(-1);
              const route = `${tripLabel(index)}, ${first?.departureAirportCode} → ${last?.arrivalAirportCode}`;
              const previous = dates[index - 1];
              return (
                <DatePickerInput
                  key={first?.flightId ?? index}
                  label={t('form.dateLabel', { route })}
                  description={
                    first
                      ? t('form.originalDate', { date: formatDate(first.departureTime) })
                      : undefined
                  }
                  placeholder="MM/DD/YYYY"
                  // The picker's placeholder is text on the page: AA contrast, not the faint default.
                  styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                  valueFormat={DATE_FORMAT}
                  firstDayOfWeek={0}
                  numberOfColumns={phone ? 1 : 2}
                  dropdownType={phone ? 'modal' : 'popover'}
                  hideOutsideDates
                  // The calendar opens on the month the trip flies now.
                  defaultDate={first?.departureTime.slice(0, 10)}
                  minDate={previous && previous > today ? previous : today}
                  value={dates[index] ?? null}
                  onChange={(value) => {
                    setDates((current) => current.map((d, i) => (i === index ? value : d)));
                    setErrors((current) => ({ ...current, [index]: '' }));
                  }}
                  getDayAriaLabel={(date) => dayjs(date).format('D MMMM YYYY')}
                  error={errors[index] || undefined}
                  required
                  clearable
                />
              );
            })}
            <Group justify="flex-end">
              <Button type="submit">{t('form.submit')}</Button>
            </Group>
          </Stack>
        </Fieldset>
      </form>
    </Stack>
  );
}
