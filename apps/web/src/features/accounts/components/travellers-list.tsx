import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { RowActions } from './row-actions';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { formatBirthday } from '../lib/dates';
import { travellerName } from '../lib/traveller-values';

interface ListProps {
  travellers: FrequentTraveller[];
  onEdit: (traveller: FrequentTraveller) => void;
  onDelete: (traveller: FrequentTraveller) => void;
}

/** Frequent travellers: a table on wider screens, one card per traveller on a phone. */
export function TravellersList({ travellers, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('accounts');
  const gender = (value: FrequentTraveller['gender']) => (value ? t(`gender.${value}`) : '');

  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('travellers.listLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('travellers.name')}</Table.Th>
                <Table.Th scope="col">{t('travellers.gender')}</Table.Th>
                <Table.Th scope="col">{t('travellers.birthday')}</Table.Th>
                <Table.Th scope="col">{t('travellers.phone')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('travellers.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {travellers.map((traveller) => (
                <Table.Tr key={traveller.id}>
                  <Table.Th scope="row" fw={600}>
                    {travellerName(traveller)}
                  </Table.Th>
                  <Table.Td>{gender(traveller.gender)}</Table.Td>
                  <Table.Td>{formatBirthday(traveller.birthday)}</Table.Td>
                  <Table.Td>{traveller.phoneNumber ?? ''}</Table.Td>
                  <Table.Td>
                    <RowActions
                      list="travellers"
                      name={travellerName(traveller)}
                      onEdit={() => onEdit(traveller)}
                      onDelete={() => onDelete(traveller)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack
        gap="sm"
        hiddenFrom="sm"
        component="ul"
        p={0}
        m={0}
        aria-label={t('travellers.listLabel')}
        style={{ listStyle: 'none' }}
      >
        {travellers.map((traveller) => {
          const details = [
            gender(traveller.gender),
            formatBirthday(traveller.birthday),
            traveller.phoneNumber ?? '',
          ].filter(Boolean);
          return (
            <Card component="li" key={traveller.id} withBorder radius="md" padding="md">
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {travellerName(traveller)}
                  </Text>
                  {details.length > 0 ? (
                    <Text size="sm" c="gray.7">
                      {details.join(' · ')}
                    </Text>
                  ) : null}
                </Stack>
                <RowActions
                  list="travellers"
                  name={travellerName(traveller)}
                  onEdit={() => onEdit(traveller)}
                  onDelete={() => onDelete(traveller)}
                />
              </Group>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}
