import {
  Anchor,
  Badge,
  Container,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link, useSearchParams } from '../../../lib/router';
import { TOUR_ORDER_TABS, type TourOrderTab } from '@travel/contracts/tour-orders';
import { TOUR_KINDS, type TourKind } from '@travel/contracts/tours';
import { ErrorBox } from '../../../components/error-box';
import { OrderStatusBadge } from '../../../components/order-status/order-status';
import { LoadingState } from '../../../components/page-states';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { webProduct } from '../../../products';
import { localDay } from '../../../products/tour/order-facts';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { TOUR_ORDERS_PAGE_SIZE, useTourOrders } from '../api/tour-orders';

const isTab = (value: string | null): value is TourOrderTab =>
  (TOUR_ORDER_TABS as readonly string[]).includes(value ?? '');
const isKind = (value: string | null): value is TourKind =>
  (TOUR_KINDS as readonly string[]).includes(value ?? '');

/**
 * /account/tourOrders (sign-in required): the account's tour and cruise orders on the spec's
 * tabs all, paid, unpaid and cancelled (part 2 §4), latest first; each opens its order page.
 * Tab, kind and page are in the URL, so the back button and a reload keep them.
 */
export function TourOrdersPage() {
  // Words of the pages after the booking (src/locales/<lng>/tour-booked.json): not in the
  // booking form's namespace, so its first load does not carry them.
  const { t } = useTranslation('tour-booked');
  const localeTag = localeTagOf(useLanguage());
  const [params, setParams] = useSearchParams();
  const tab: TourOrderTab = isTab(params.get('tab')) ? (params.get('tab') as TourOrderTab) : 'all';
  const kind: TourKind = isKind(params.get('kind')) ? (params.get('kind') as TourKind) : 'tour';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const orders = useTourOrders(kind, tab, page, tourLanOf(useLanguage()));
  const entry = webProduct(kind);
  usePageTitle(t('orders.title'));
  const go = (next: Record<string, string>) =>
    setParams((current) => {
      for (const [key, value] of Object.entries(next)) current.set(key, value);
      return current;
    });

  const list = () => {
    if (orders.isPending) return <LoadingState rows={4} />;
    if (orders.isError)
      return <ErrorBox error={orders.error} onRetry={() => void orders.refetch()} />;
    if (orders.data.orders.length === 0) {
      return (
        <Paper withBorder radius="md" p="lg">
          <Text c="gray.7">{t(`orders.empty.${tab}`)}</Text>
        </Paper>
      );
    }
    return (
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {orders.data.orders.map((order) => (
          <Paper key={order.orderNo} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Anchor component={Link} to={entry.orderPath(order.orderNo)} fw={700}>
                  {order.TourName}
                </Anchor>
                <Text size="sm" c="gray.7">
                  {t('orders.line', {
                    orderNo: order.orderNo,
                    city: order.TourCity,
                    date: localDay(order.departDate, localeTag, true),
                    count: order.travellerCount,
                  })}
                </Text>
                {order.confirmation === 'pending' ? (
                  <Badge variant="light" color="blue" w="fit-content">
                    {t('orders.awaitingOperator')}
                  </Badge>
                ) : null}
              </Stack>
              <Stack gap={4} align="flex-end">
                <OrderStatusBadge status={order.status} namespace={entry.namespace} />
                <Price amountMinor={order.total} currency={order.currency} fw={700} />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    );
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/account" size="sm">
          {t('orders.back')}
        </Anchor>
        <Title order={1}>{t('orders.title')}</Title>
        <SegmentedControl
          aria-label={t('orders.kind')}
          value={kind}
          onChange={(value) => go({ kind: value, page: '1' })}
          data={TOUR_KINDS.map((value) => ({ value, label: t(`orders.kinds.${value}`) }))}
          w="fit-content"
        />
        <Tabs value={tab} onChange={(value) => value && go({ tab: value, page: '1' })}>
          <Tabs.List>
            {TOUR_ORDER_TABS.map((value) => (
              <Tabs.Tab key={value} value={value}>
                {t(`orders.tabs.${value}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {list()}
        {orders.data && orders.data.total > TOUR_ORDERS_PAGE_SIZE ? (
          <Group justify="center">
            <Pagination
              total={Math.ceil(orders.data.total / TOUR_ORDERS_PAGE_SIZE)}
              value={page}
              onChange={(next) => go({ page: String(next) })}
              getItemProps={(item) => ({ 'aria-label': t('orders.page', { page: item }) })}
            />
          </Group>
        ) : null}
      </Stack>
    </Container>
  );
}
