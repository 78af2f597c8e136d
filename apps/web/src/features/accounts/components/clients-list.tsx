import { Text } from '@mantine/core';
import type { AgentClient } from '@travel/contracts/agent-clients';
import { useTranslation } from '../../../lib/i18n';
import { AccountList } from './account-list';
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
    <AccountList
      rows={clients}
      rowKey={(client) => client.id}
      label={t('clients.listLabel')}
      nameHeader={t('clients.name')}
      name={clientName}
      columns={[
        { header: t('clients.email'), cell: (client) => client.email, breakAnywhere: true },
        { header: t('clients.phone'), cell: (client) => client.phone },
        {
          header: t('clients.notes'),
          cell: (client) => (
            <Text size="sm" lineClamp={2}>
              {client.notes}
            </Text>
          ),
        },
      ]}
      actionsHeader={t('clients.actions')}
      actions={(client) => (
        <RowActions
          list="clients"
          name={clientName(client)}
          onEdit={() => onEdit(client)}
          onDelete={() => onDelete(client)}
        />
      )}
      card={(client) => (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {client.email}
          </Text>
          {client.phone ? <Text size="sm">{client.phone}</Text> : null}
          {client.notes ? (
            <Text size="sm" c="gray.7" lineClamp={2}>
              {client.notes}
            </Text>
          ) : null}
        </>
      )}
    />
  );
}
