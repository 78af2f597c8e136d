import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderDetail } from '@travel/contracts/orders';

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
