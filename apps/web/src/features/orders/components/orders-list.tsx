import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
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

function StartCell({ order }: { order: OrderSummary }) {
  return <>{useProductWords(order).start}</>;
}

/** The summary line; on phones (`withStart`) after the start, which the table shows apart. */
function LineText({ order, withStart = false }: { order: OrderSummary; withStart?: boolean }) {
  const words = useProductWords(order);
  return (
    <Text size={withStart ? 'sm' : 'xs'} c="gray.7">
      {withStart ? `${words.start} · ${words.line}` : words.line}
    </Text>
  );
}

/** The status, and Cancel where the order may be cancelled now (a paid one with its refund quote). */
function StatusCell({ order }: { order: OrderSummary }) {
  const { badge } = useProductWords(order);
  if (!order.canCancel) return badge;
  return (
    <Stack gap={6} align="flex-start">
      {badge}
      <CancelOrder
        orderNo={order.orderNo}
        orderRef={{ orderNo: order.orderNo, email: null }}
        visitor={false}
        paid={order.status !== 'awaitingPayment'}
        ns={webProduct(order.product).namespace}
        compact
      />
    </Stack>
  );
}

/** The orders of one page: a table on wide screens, one card per order on phones. */
export function OrdersList({
  orders,
  showAccount,
}: {
  orders: readonly OrderSummary[];
  showAccount: boolean;
}) {
  const { t } = useTranslation('orders');
  const localeTag = localeTagOf(useLanguage());
  const detailPath = (order: OrderSummary) => webProduct(order.product).orderPath(order.orderNo);

  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="md">
        <Table striped highlightOnHover withTableBorder aria-label={t('list.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('list.orderNo')}</Table.Th>
              <Table.Th>{t('list.trip')}</Table.Th>
              <Table.Th>{t('list.departs')}</Table.Th>
              <Table.Th>{t('list.travellers')}</Table.Th>
              {showAccount ? <Table.Th>{t('list.account')}</Table.Th> : null}
              <Table.Th>{t('list.booked')}</Table.Th>
              <Table.Th>{t('list.status')}</Table.Th>
              <Table.Th ta="right">{t('list.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {orders.map((order) => (
              <Table.Tr key={order.orderNo}>
                <Table.Td>
                  <Anchor component={Link} to={detailPath(order)} fw={600}>
                    {order.orderNo}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <ProductTitle order={order} />
                  <LineText order={order} />
                </Table.Td>
                <Table.Td>
                  <StartCell order={order} />
                </Table.Td>
                <Table.Td>{order.passengerNames.join(', ')}</Table.Td>
                {showAccount ? (
                  <Table.Td>
                    <Text size="sm">{order.accountCode}</Text>
                    <Text size="xs" c="gray.7">
                      {order.bookedByName}
                    </Text>
                  </Table.Td>
                ) : null}
                <Table.Td>{formatInstant(order.createdAt, localeTag)}</Table.Td>
                <Table.Td>
                  <StatusCell order={order} />
                </Table.Td>
                <Table.Td ta="right">
                  <Price amountMinor={order.totalPrice} currency={order.currency} fw={600} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {orders.map((order) => (
          <Paper component="li" key={order.orderNo} withBorder radius="md" p="md">
            <Stack gap={4}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Anchor component={Link} to={detailPath(order)} fw={700}>
                  {order.orderNo}
                </Anchor>
                <StatusCell order={order} />
              </Group>
              <ProductTitle order={order} />
              <LineText order={order} withStart />
              <Text size="sm">{order.passengerNames.join(', ')}</Text>
              {showAccount ? (
                <Text size="sm" c="gray.7">
                  {order.accountCode} · {order.bookedByName}
                </Text>
              ) : null}
              <Group justify="space-between">
                <Text size="xs" c="gray.7">
                  {t('list.bookedOn', { date: formatInstant(order.createdAt, localeTag) })}
                </Text>
                <Price amountMinor={order.totalPrice} currency={order.currency} fw={700} />
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
