import { Box, Card, Group, Stack, Table, Text } from '@mantine/core';
import type { AgentClient } from '@travel/contracts/agent-clients';
import { useTranslation } from '../../../lib/i18n';
import { RowActions } from './row-actions';

interface ListProps {
  clients: AgentClient[];
  onEdit: (client: AgentClient) => void;
  onDelete: (client: AgentClient) => void;
}

export const clientName = (client: AgentClient) => `${client.firstName} ${client.lastName}`;

/** The agent's clients: a table on wider screens, one card per client on a phone. */
export function ClientsList({ clients, onEdit, onDelete }: ListProps) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm" highlightOnHover aria-label={t('clients.listLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('clients.name')}</Table.Th>
                <Table.Th scope="col">{t('clients.email')}</Table.Th>
                <Table.Th scope="col">{t('clients.phone')}</Table.Th>
                <Table.Th scope="col">{t('clients.notes')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('clients.actions')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {clients.map((client) => (
                <Table.Tr key={client.id}>
                  <Table.Th scope="row" fw={600}>
                    {clientName(client)}
                  </Table.Th>
                  <Table.Td>{client.email}</Table.Td>
                  <Table.Td>{client.phone}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2}>
                      {client.notes}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      list="clients"
                      name={clientName(client)}
                      onEdit={() => onEdit(client)}
                      onDelete={() => onDelete(client)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {clients.map((client) => (
          <Card key={client.id} component="li" withBorder padding="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{clientName(client)}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {client.email}
                </Text>
                {client.phone ? <Text size="sm">{client.phone}</Text> : null}
                {client.notes ? (
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {client.notes}
                  </Text>
                ) : null}
              </Stack>
              <RowActions
                list="clients"
                name={clientName(client)}
                onEdit={() => onEdit(client)}
                onDelete={() => onDelete(client)}
              />
            </Group>
          </Card>
        ))}
      </Stack>
    </>
  );
}
