import { lazy, Suspense, useState } from 'react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAddressBook, IconSearch, IconUserPlus } from '@tabler/icons-react';
import { AGENT_CLIENTS_PAGE_SIZE, type AgentClient } from '@travel/contracts/agent-clients';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { useAgentClients } from '../../../lib/agent-clients';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteAgentClient } from '../api/agent-clients';
import { AccountPage } from '../components/account-page';
import { clientName, ClientsList } from '../components/clients-list';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ListPagination } from '../components/list-pagination';

// The form and its zod contract load when the agent opens it, not with the list.
const ClientFormModal = lazy(() =>
  import('../components/client-form-modal').then((module) => ({
    default: module.ClientFormModal,
  })),
);

type Editing = { client: AgentClient | null; key: number } | null;

/**
 * /account/clients (issue 13 §4): the clients an agent or sub-agent books for, found by name,
 * e-mail or phone, added, changed and deleted here and picked on the booking forms. Anyone else
 * is told "You do not have permission to access this data." (the API's 403).
 */
export function ClientsPage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const [page, setPage] = useState(1);
  const clients = useAgentClients(debounced, page, true);
  const remove = useDeleteAgentClient();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<AgentClient | null>(null);

  const refused = isApiError(clients.error) && [401, 403].includes(clients.error.status);
  const openForm = (client: AgentClient | null) =>
    setEditing((previous) => ({ client, key: (previous?.key ?? 0) + 1 }));
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const name = clientName(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('clients.deleted', { name }));
        closeDelete();
      },
    });
  };
  const data = clients.data;
  const searching = debounced.trim() !== '';

  return (
    <AccountPage
      title={t('clients.title')}
      description={t('clients.description')}
      size="lg"
      action={
        refused ? undefined : (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => openForm(null)}
          >
            {t('clients.add')}
          </Button>
        )
      }
    >
      {refused ? null : (
        <TextInput
          label={t('clients.search')}
          placeholder={t('clients.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          mb="md"
          type="search"
        />
      )}
      {clients.isPending ? (
        <LoadingState rows={4} />
      ) : clients.isError ? (
        <ErrorBox
          error={clients.error}
          ns="accounts"
          onRetry={refused ? undefined : () => clients.refetch()}
        />
      ) : data && data.total === 0 ? (
        <EmptyState
          icon={<IconAddressBook size={26} />}
          title={t(searching ? 'clients.noMatchTitle' : 'clients.emptyTitle')}
          text={t(searching ? 'clients.noMatchText' : 'clients.emptyText')}
        />
      ) : data ? (
        <Stack gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('clients.count', { count: data.total })}
          </Text>
          <ClientsList clients={data.clients} onEdit={openForm} onDelete={setDeleting} />
          <ListPagination
            total={data.total}
            pageSize={AGENT_CLIENTS_PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
        </Stack>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <ClientFormModal
            key={editing.key}
            client={editing.client}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('clients.confirmTitle')}
        message={t('clients.confirmText', { name: deleting ? clientName(deleting) : '' })}
        confirmLabel={t('clients.confirmDelete')}
        cancelLabel={t('clients.cancel')}
        loading={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </AccountPage>
  );
}
