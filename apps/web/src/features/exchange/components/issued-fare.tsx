import { Alert, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { ExchangeQuote } from '@travel/contracts/exchange';
import { useTranslation } from '../../../lib/i18n';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { useErrorText } from '../../../lib/error-message';

/**
 * The new ticket as the airline will issue it (issue 13 §2: "the confirmation shows the fare
 * basis that will be issued"): the fare, and for each flight its booking class and fare basis,
 * from the airline's price of this change now (`POST /api/Exchange/Quote`).
 */
export function IssuedFare({
  quote,
  error,
  onRetry,
}: {
  quote: ExchangeQuote | undefined;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('exchange');
  const errorText = useErrorText('exchange');
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="exchange-issued">
      <Stack gap="xs">
        <Title order={2} size="h4" id="exchange-issued">
          {t('issued.title')}
        </Title>
        {quote ? (
          <>
            <Text size="sm">{t('issued.fare', { brand: quote.brandName })}</Text>
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder verticalSpacing={6} fz="sm">
                <Table.Caption>{t('issued.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('issued.flight')}</Table.Th>
                    <Table.Th scope="col">{t('issued.route')}</Table.Th>
                    <Table.Th scope="col">{t('issued.class')}</Table.Th>
                    <Table.Th scope="col">{t('issued.fareBasis')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {quote.trips.flatMap((trip) =>
                    trip.segments.map((segment) => (
                      <Table.Tr key={segment.flightId}>
                        <Table.Td>{`${segment.airlineCode}${segment.flightNumber}`}</Table.Td>
                        <Table.Td>{`${segment.departureAirportCode} → ${segment.arrivalAirportCode}`}</Table.Td>
                        <Table.Td>{segment.bookingClass}</Table.Td>
                        <Table.Td ff="monospace" data-testid="fare-basis">
                          {segment.adultFarebasis}
                        </Table.Td>
                      </Table.Tr>
                    )),
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </>
        ) : error ? (
          <Alert color="red" variant="light" styles={READABLE_ALERT} role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{errorText(error)}</Text>
              <Button size="xs" variant="default" onClick={onRetry}>
                {t('issued.retry')}
              </Button>
            </Group>
          </Alert>
        ) : (
          <Stack gap={6} aria-busy="true">
            <Text size="sm" c="gray.7">
              {t('issued.pricing')}
            </Text>
            <Skeleton height={72} aria-hidden="true" />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
