import { Alert, Group, Stack, Table, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { RefundQuote } from '@travel/contracts/refunds';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatZonedInstant } from '../../../lib/zoned-instant';

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * A refund quote as the cancel dialog shows it before the traveller confirms (issue 12): the
 * headline rule, each paid line with what comes back and why, the total coming back and kept,
 * where the money goes, and until when the answer holds. The rules' words are the server's (as
 * the rate and fare rules are everywhere else); figures and labels are the page's language.
 */
export function RefundQuoteView({ quote }: { quote: RefundQuote }) {
  const { t } = useTranslation('orders');
  const localeTag = localeTagOf(useLanguage());
  if (!quote.cancellable) {
    return (
      <Alert
        color="gray"
        variant="light"
        styles={READABLE_ALERT}
        icon={<IconInfoCircle size={20} aria-hidden="true" />}
        title={t('refund.notCancellable')}
      >
        {quote.reason}
      </Alert>
    );
  }
  return (
    <Stack gap="sm">
      <Text fw={600}>{quote.summary}</Text>
      {/* No scroll on a phone: the descriptions wrap, the figures never do. */}
      <Table withTableBorder verticalSpacing={6} fz="sm" aria-label={t('refund.details')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('refund.item')}</Table.Th>
            <Table.Th ta="right">{t('refund.paid')}</Table.Th>
            <Table.Th ta="right">{t('refund.back')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quote.lines.map((line, index) => (
            <Table.Tr key={`${line.kind}-${index}`}>
              <Table.Td>
                <Text size="sm">{line.description}</Text>
                <Text size="xs" c="gray.7">
                  {line.rule}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                <Price amountMinor={line.paid} currency={quote.currency} size="sm" />
              </Table.Td>
              <Table.Td ta="right" style={NO_WRAP}>
                <Price amountMinor={line.refund} currency={quote.currency} size="sm" />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Stack gap={2}>
        <Group justify="space-between" data-testid="refund-total">
          <Text fw={700}>{t('refund.youGetBack')}</Text>
          <Price amountMinor={quote.refund} currency={quote.currency} fw={700} />
        </Group>
        {quote.kept > 0 ? (
          <Group justify="space-between">
            <Text size="sm">{t('refund.kept')}</Text>
            <Price amountMinor={quote.kept} currency={quote.currency} size="sm" />
          </Group>
        ) : null}
        {quote.destinations.map((destination) => (
          <Group key={destination.method} justify="space-between">
            <Text size="sm" c="gray.7">
              {t(`refund.to.${destination.method}`)}
            </Text>
            <Price
              amountMinor={destination.amount}
              currency={quote.currency}
              size="sm"
              c="gray.7"
            />
          </Group>
        ))}
      </Stack>
      {quote.validUntil ? (
        <Text size="sm" c="gray.7">
          {t('refund.validUntil', { time: formatZonedInstant(quote.validUntil, localeTag) })}
        </Text>
      ) : null}
    </Stack>
  );
}
