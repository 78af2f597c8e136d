import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { GuaranteedBadge } from '../guaranteed-badge';
import type { CruiseOrderDetail, TourOrderDetail } from '@travel/contracts/tour-orders';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { TOUR_ORDER_NAMESPACE, localDay } from '../order-facts';

/** One labelled fact of a tour order: the order page and the booking result both show them. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Stack>
  );
}

/**
 * The trip of a tour or cruise order: name and code, where it starts, the operator, departure
 * and return (the departure city's local days), whether it is guaranteed to run, a cruise's
 * ship and cabin, and the rooms with their people.
 */
export function TripFacts({ order }: { order: TourOrderDetail | CruiseOrderDetail }) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const localeTag = localeTagOf(useLanguage());
  const { tour, departure, cruise } = order;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="tour-trip">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="tour-trip">
            {tour.TourName}
          </Title>
          {departure.guaranteed ? <GuaranteedBadge label={t('order.guaranteed')} /> : null}
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
          <Fact label={t('order.code')} value={tour.TourCode} />
          <Fact label={t('order.from')} value={tour.TourCity} />
          <Fact label={t('order.days')} value={t('order.dayCount', { count: tour.TourDays })} />
          <Fact
            label={t('order.departDate')}
            value={localDay(departure.departDate, localeTag, true)}
          />
          <Fact
            label={t('order.returnDate')}
            value={localDay(departure.returnDate, localeTag, true)}
          />
          <Fact label={t('order.operator')} value={tour.operator} />
          {cruise ? <Fact label={t('order.ship')} value={cruise.ship} /> : null}
          {cruise ? (
            <Fact
              label={t('order.cabinCategory')}
              value={
                cruise.guarantee
                  ? t('order.guaranteeCabin', { name: cruise.cabinName })
                  : cruise.cabinName
              }
            />
          ) : null}
        </SimpleGrid>
        <Text size="sm">
          {order.rooms
            .map((room, index) =>
              t(cruise ? 'order.cabinParty' : 'order.roomParty', {
                n: index + 1,
                adults: room.adults,
                children: room.children,
              }),
            )
            .join(' · ')}
        </Text>
      </Stack>
    </Paper>
  );
}
