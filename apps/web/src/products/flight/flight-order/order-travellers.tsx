import { Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { OrderTraveller } from '@travel/contracts/orders';
import { formatDate } from '../flight-itinerary/format';

/** A trip within one country is booked without a passport (issue 13 §2). */
const NO_DOCUMENT = '—';

const fullName = (t: OrderTraveller) =>
  [t.firstName, t.middleName, t.lastName].filter(Boolean).join(' ');

/**
 * The travellers of an order with their ticket numbers (once issued): a table on wide screens,
 * one card per traveller on phones. Document numbers arrive masked from the API.
 */
export function OrderTravellers({ travellers }: { travellers: readonly OrderTraveller[] }) {
  const { t } = useTranslation('flight-order');
  const tickets = (traveller: OrderTraveller) =>
    traveller.ticketNumbers.length > 0 ? traveller.ticketNumbers.join(', ') : t('noTicketYet');

  return (
    <>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped withTableBorder aria-label={t('travellersTable')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('traveller')}</Table.Th>
              <Table.Th>{t('type')}</Table.Th>
              <Table.Th>{t('birthday')}</Table.Th>
              <Table.Th>{t('passport')}</Table.Th>
              <Table.Th>{t('tickets')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {travellers.map((traveller) => (
              <Table.Tr key={traveller.index}>
                <Table.Td>{fullName(traveller)}</Table.Td>
                <Table.Td>{t(`passengerType.${traveller.passengerType}`)}</Table.Td>
                <Table.Td>{formatDate(traveller.birthday)}</Table.Td>
                <Table.Td>{traveller.cardNumMasked || NO_DOCUMENT}</Table.Td>
                <Table.Td data-testid="ticket-numbers">{tickets(traveller)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm">
        {travellers.map((traveller) => (
          <Paper key={traveller.index} withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs">
              <Text fw={600}>{fullName(traveller)}</Text>
              <Badge variant="light" c="gray.9">
                {t(`passengerType.${traveller.passengerType}`)}
              </Badge>
            </Group>
            <Text size="sm" c="gray.7">
              {t('birthday')}: {formatDate(traveller.birthday)} · {t('passport')}:{' '}
              {traveller.cardNumMasked || NO_DOCUMENT}
            </Text>
            <Text size="sm">
              {t('tickets')}: {tickets(traveller)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
