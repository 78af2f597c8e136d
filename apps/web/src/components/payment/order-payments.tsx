import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { OrderMoney, PaymentRecord as FullRecord } from '@travel/contracts/orders';
import { CARD_BRAND_NAMES, type CardBrand } from '@travel/contracts/form-values';
import { formatInstant } from '../order-status/order-status';
import { Price } from '../price';
import { useTranslation } from '../../lib/i18n';
import { localeTagOf, useLanguage } from '../../lib/language';

/** What the page shows of a payment record (a hotel's leaves out the refusal code). */
type PaymentRecord = Omit<FullRecord, 'failureCode'>;

const STATUS_COLOR: Record<PaymentRecord['status'], string> = {
  succeeded: 'teal',
  pending: 'orange',
  failed: 'red',
};

/** The card type as stored (the spec's code, VI) in the words on the card (Visa). */
const brandName = (brand: string | null): string =>
  brand && Object.hasOwn(CARD_BRAND_NAMES, brand)
    ? CARD_BRAND_NAMES[brand as CardBrand]
    : (brand ?? '');

/** "Visa ending 4242", "Agent balance", "Secure payment page"; a refund says where it went. */
function useMethodText() {
  const { t } = useTranslation('payment');
  return (payment: PaymentRecord) => {
    const method =
      payment.method === 'card' && payment.cardLast4
        ? t('ledger.card', { brand: brandName(payment.cardBrand), last4: payment.cardLast4 })
        : t(`ledger.method.${payment.method}`);
    return payment.kind === 'refund' ? t('ledger.refundTo', { method }) : method;
  };
}

/**
 * An order's payments for every product (issue 12): each charge and each refund (a record of its
 * own, negative) with its method, when, and outcome, and the money it adds up to: paid,
 * refunded and net, which always balance (paid − refunded = net).
 */
export function OrderPayments({
  payments,
  money,
}: {
  payments: readonly PaymentRecord[];
  money: OrderMoney;
}) {
  const { t } = useTranslation('payment');
  const localeTag = localeTagOf(useLanguage());
  const methodText = useMethodText();
  if (payments.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        {t('ledger.none')}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={480}>
        <Table withTableBorder aria-label={t('ledger.label')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('ledger.paidWith')}</Table.Th>
              <Table.Th>{t('ledger.when')}</Table.Th>
              <Table.Th>{t('ledger.outcome')}</Table.Th>
              <Table.Th ta="right">{t('ledger.amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment, index) => (
              <Table.Tr key={`${payment.createdAt}-${index}`}>
                <Table.Td>{methodText(payment)}</Table.Td>
                <Table.Td>{formatInstant(payment.createdAt, localeTag)}</Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[payment.status]} c="gray.9" variant="light">
                    {t(`ledger.status.${payment.kind}.${payment.status}`)}
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
      <Group justify="flex-end" gap="lg" data-testid="order-money">
        <MoneyFigure label={t('ledger.paid')} amount={money.paid} />
        {money.refunded > 0 ? (
          <>
            <MoneyFigure label={t('ledger.refunded')} amount={money.refunded} />
            <MoneyFigure label={t('ledger.net')} amount={money.net} strong />
          </>
        ) : null}
      </Group>
    </Stack>
  );
}

function MoneyFigure({
  label,
  amount,
  strong = false,
}: {
  label: string;
  amount: number;
  strong?: boolean;
}) {
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Price amountMinor={amount} currency="USD" size="sm" fw={strong ? 700 : 600} />
    </Group>
  );
}

/**
 * The order page's payments section (hotel, tour and cruise bodies): a heading and the payments,
 * shown once anything was paid. `title` is the product's own word for it.
 */
export function OrderPaymentsSection({
  id,
  title,
  payments,
  money,
}: {
  id: string;
  title: string;
  payments: readonly PaymentRecord[];
  money: OrderMoney;
}) {
  if (payments.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <OrderPayments payments={payments} money={money} />
    </Stack>
  );
}
