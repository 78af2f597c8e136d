import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { localDay } from '../../../products/tour/order-facts';
import type { FlightValues, TourBookValues } from '../lib/book-values';

/**
 * The booking as it will be sent, to check before paying: rooms, travellers, the contact with
 * both flights, and the insurance choice.
 */
export function BookingReview({
  values,
  roomName,
}: {
  values: TourBookValues;
  roomName: (key: string) => string;
}) {
  const { t } = useTranslation('tour-booking');
  const { contact } = values;
  const localeTag = localeTagOf(useLanguage());
  const day = (date: string) => (date ? localDay(date, localeTag, true) : '');
  const flight = (which: 'arrivalFlight' | 'departureFlight', value: FlightValues) => (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {t(`contact.${which}`)}
      </Text>
      <Text size="sm">
        {value.number.toUpperCase()} · {value.airport.toUpperCase()} · {day(value.date)}{' '}
        {value.time}
      </Text>
      {value.remark ? (
        <Text size="xs" c="gray.7">
          {value.remark}
        </Text>
      ) : null}
    </Stack>
  );
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-travellers">
        <Stack gap="sm">
          <Title order={2} size="h4" id="review-travellers">
            {t('tourists.title')}
          </Title>
          <Text size="sm">
            {values.rooms
              .map((room) =>
                t('confirm.roomParty', {
                  room: roomName(room.key),
                  adults: room.adults,
                  children: room.children,
                }),
              )
              .join(' · ')}
          </Text>
          <Table.ScrollContainer minWidth={360}>
            <Table withTableBorder aria-labelledby="review-travellers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('confirm.room')}</Table.Th>
                  <Table.Th>{t('confirm.name')}</Table.Th>
                  <Table.Th>{t('fields.birthday')}</Table.Th>
                  <Table.Th>{t('fields.nationality')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {values.tourists.map((tourist, index) => (
                  <Table.Tr key={`${tourist.room}-${index}`}>
                    <Table.Td>{roomName(tourist.room)}</Table.Td>
                    <Table.Td>
                      {tourist.firstName} {tourist.lastName} ({t(`tourists.${tourist.type}`)})
                    </Table.Td>
                    <Table.Td>{day(tourist.birthday)}</Table.Td>
                    <Table.Td>{tourist.nationality}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="review-contact">
        <Stack gap="sm">
          <Title order={2} size="h4" id="review-contact">
            {t('contact.title')}
          </Title>
          <Text size="sm">
            {contact.firstName} {contact.lastName} · {contact.phone} · {contact.email}
          </Text>
          {contact.idNumber || contact.address ? (
            <Text size="sm">{[contact.idNumber, contact.address].filter(Boolean).join(' · ')}</Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {flight('arrivalFlight', contact.arrivalFlight)}
            {flight('departureFlight', contact.departureFlight)}
          </SimpleGrid>
          <Text size="sm">
            {t('insurance.legend')}: {values.insurance ? t(`insurance.${values.insurance}`) : ''}
          </Text>
          {values.remark ? <Text size="sm">{values.remark}</Text> : null}
        </Stack>
      </Paper>
    </Stack>
  );
}
