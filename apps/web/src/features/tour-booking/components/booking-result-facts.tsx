import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';
import { formatInstant } from '../../../components/order-status/order-status';
import { OrderNumber } from '../../../components/order-number';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { localDay } from '../../../products/tour/order-facts';
import { Fact } from '../../../products/tour/order/trip-facts';

/**
 * The tour booking result (spec part 2 §3): order number, traveller count, depart location,
 * order date, depart date, return date, contact telephone and email.
 */
export function BookingResultFacts({ order }: { order: TourOrderDetail | CruiseOrderDetail }) {
  // Words of the pages after the booking (src/locales/<lng>/tour-booked.json): not in the
  // booking form's namespace, so its first load does not carry them.
  const { t } = useTranslation('tour-booked');
  const localeTag = localeTagOf(useLanguage());
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Text fw={700}>{order.tour.TourName}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          <OrderNumber label={t('result.orderNumber')} orderNo={order.orderNo} />
          <Fact label={t('result.travellerCount')} value={String(order.tourists.length)} />
          <Fact label={t('result.departLocation')} value={order.tour.TourCity} />
          <Fact label={t('result.orderDate')} value={formatInstant(order.createdAt, localeTag)} />
          <Fact
            label={t('result.departDate')}
            value={localDay(order.departure.departDate, localeTag, true)}
          />
          <Fact
            label={t('result.returnDate')}
            value={localDay(order.departure.returnDate, localeTag, true)}
          />
          <Fact label={t('result.telephone')} value={order.contact.phone} />
          <Fact label={t('result.email')} value={order.contact.email} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
