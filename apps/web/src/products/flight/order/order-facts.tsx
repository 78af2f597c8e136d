import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderDetail } from '@travel/contracts/orders';
import { formatInstant } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { localeTagOf, useLanguage } from '../../../lib/language';

/** Contact details and invoice details of an order (the invoice only for invoiced bookings). */
export function OrderContact({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const row = (label: string, value: string) =>
    value ? (
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Text size="sm" c="gray.7" miw={110}>
          {label}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {value}
        </Text>
      </Group>
    ) : null;
  return (
    <SimpleGrid cols={{ base: 1, sm: order.invoice ? 2 : 1 }} spacing="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-contact">
        <Title order={2} size="h4" id="order-contact" mb="xs">
          {t('detail.contact')}
        </Title>
        <Stack gap={4}>
          {row(t('detail.contactName'), order.contact.name)}
          <Group gap="xs" wrap="nowrap">
            {row(t('detail.email'), order.contact.email)}
            {order.contact.emailVerified ? (
              <Badge size="xs" color="teal" c="gray.9" variant="light">
                {t('detail.verified')}
              </Badge>
            ) : null}
          </Group>
          {row(t('detail.mobile'), order.contact.mobile)}
          {row(
            t('detail.address'),
            [order.contact.address, order.contact.postcode].filter(Boolean).join(', '),
          )}
        </Stack>
      </Paper>
      {order.invoice ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="order-invoice">
          <Title order={2} size="h4" id="order-invoice" mb="xs">
            {t('detail.invoice')}
          </Title>
          <Stack gap={4}>
            {row(t('detail.company'), order.invoice.companyName)}
            {row(t('detail.taxId'), order.invoice.taxId)}
            {row(t('detail.address'), order.invoice.address)}
          </Stack>
        </Paper>
      ) : null}
    </SimpleGrid>
  );
}

/** The payment attempts of an order: method, card, amount, outcome and when. */
export function OrderPayments({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const localeTag = localeTagOf(useLanguage());
  if (order.payments.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('detail.noPayments')}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table withTableBorder aria-label={t('detail.payments')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('detail.paidWith')}</Table.Th>
            <Table.Th>{t('detail.when')}</Table.Th>
            <Table.Th>{t('detail.outcome')}</Table.Th>
            <Table.Th ta="right">{t('detail.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.payments.map((payment, index) => (
            <Table.Tr key={`${payment.createdAt}-${index}`}>
              <Table.Td>
                {payment.method === 'balance'
                  ? t('detail.balance')
                  : t('detail.card', {
                      brand: payment.cardBrand ?? '',
                      last4: payment.cardLast4 ?? '',
                    })}
              </Table.Td>
              <Table.Td>{formatInstant(payment.createdAt, localeTag)}</Table.Td>
              <Table.Td>
                <Badge
                  color={payment.status === 'succeeded' ? 'teal' : 'red'}
                  c="gray.9"
                  variant="light"
                >
                  {t(`detail.paymentStatus.${payment.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                <Price amountMinor={payment.amount} currency="USD" size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
