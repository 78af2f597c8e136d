import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { BookedForCustomer } from '../../../components/book-for/booked-for-customer';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { OrderListItem as OrderSummary } from '@travel/contracts/orders';
import { OrderStatusBadge, formatInstant } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { webProduct } from '../../../products';
import { CancelOrder } from '../shell/cancel-order';

/** The product's icon beside the title, named for screen readers (never the icon alone). */
function ProductTitle({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('orders');
  const { Icon } = webProduct(order.product);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <Icon
        size={18}
        role="img"
        aria-label={t(`list.products.${order.product}`)}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="sm" fw={600} span>
        {order.title}
      </Text>
    </Group>
  );
}

/** The product's words for an order: its status badge, start and one-line summary. */
function useProductWords(order: OrderSummary) {
  const entry = webProduct(order.product);
  const { t } = useTranslation(entry.namespace);
  const localeTag = localeTagOf(useLanguage());
  return {
    start: entry.startLabel(order, t, localeTag),
    line: entry.listLine(order, t),
    badge: <OrderStatusBadge status={order.status} namespace={entry.namespace} />,
  };
}

/** The status, and Cancel where the order may be cancelled now (a paid one with its refund quote). */
function StatusCell({ order }: { order: OrderSummary }) {
  const { badge } = useProductWords(order);
  return (
    <Stack gap={6} align="flex-end" maw="100%">
      {badge}
      {order.canCancel ? (
        <CancelOrder
          orderNo={order.orderNo}
          orderRef={{ orderNo: order.orderNo, email: null }}
          visitor={false}
          paid={order.status !== 'awaitingPayment'}
          ns={webProduct(order.product).namespace}
          compact
        />
      ) : null}
    </Stack>
  );
}

/**
 * One order as a trip card (issue 13 §5): where (the product's title), when (its start and
 * summary line), who travels, then the status, total and Cancel. The two halves sit side by side
 * when there is room and stack on phones; the status badge wraps rather than being cut off.
 */
function OrderCard({ order, showAccount }: { order: OrderSummary; showAccount: boolean }) {
  const { t } = useTranslation('orders');
  const localeTag = localeTagOf(useLanguage());
  const words = useProductWords(order);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 18rem', minWidth: 0 }}>
          <ProductTitle order={order} />
          {words.start ? (
            <Text size="sm" fw={600}>
              {words.start}
            </Text>
          ) : null}
          {words.line ? (
            <Text size="sm" c="gray.7">
              {words.line}
            </Text>
          ) : null}
          <Text size="sm">
            <VisuallyHidden>{t('list.travellers')}: </VisuallyHidden>
            {order.passengerNames.join(', ')}
          </Text>
          {showAccount ? (
            <Text size="sm" c="gray.7">
              {t('list.account')}: {order.accountCode} · {order.bookedByName}
            </Text>
          ) : null}
          <BookedForCustomer customer={order.customer} />
          <Text size="xs" c="gray.7">
            <Anchor
              component={Link}
              to={webProduct(order.product).orderPath(order.orderNo)}
              fw={700}
              size="sm"
            >
              {order.orderNo}
            </Anchor>
            {' · '}
            {t('list.bookedOn', { date: formatInstant(order.createdAt, localeTag) })}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flex: '0 1 auto', marginInlineStart: 'auto' }}>
          <StatusCell order={order} />
          <Price amountMinor={order.totalPrice} currency={order.currency} fw={700} size="lg" />
        </Stack>
      </Group>
    </Paper>
  );
}

/** The orders of one page, one card each, at every width: the list named "Your orders". */
export function OrdersList({
  orders,
  showAccount,
}: {
  orders: readonly OrderSummary[];
  showAccount: boolean;
}) {
  const { t } = useTranslation('orders');
  return (
    <Stack
      gap="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      // `list-style: none` drops the list role in some browsers: keep it said.
      role="list"
      aria-label={t('list.label')}
    >
      {orders.map((order) => (
        <OrderCard key={order.orderNo} order={order} showAccount={showAccount} />
      ))}
    </Stack>
  );
}
