import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconPlus, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { notifySuccess } from '../../../lib/notify';
import { useErrorText } from '../../../lib/error-message';
import { useDeleteFrequentTraveller } from '../api/delete-frequent-traveller';
import { useFrequentTravellers } from '../api/frequent-travellers';
import { AccountPage } from '../components/account-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { TravellersList } from '../components/travellers-list';
import { travellerName } from '../lib/traveller-values';

// The form and its schema (the contract's, with zod) load when the traveller opens it, not with
// the list (issue 11 §3: zod is not in a page's first-load script).
const TravellerFormModal = lazy(() =>
  import('../components/traveller-form-modal').then((module) => ({
    default: module.TravellerFormModal,
  })),
);

type Editing = { traveller: FrequentTraveller | null } | null;

/** /account/frequentlyUsers: list, add, edit and delete the user's frequent travellers. */
export function FrequentTravellersPage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const travellers = useFrequentTravellers();
  const remove = useDeleteFrequentTraveller();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<FrequentTraveller | null>(null);
  // Each opening gets a fresh form, even for the same traveller twice in a row.
  const [formKey, setFormKey] = useState(0);

  const openForm = (traveller: FrequentTraveller | null) => {
    setFormKey((key) => key + 1);
    setEditing({ traveller });
  };
  const closeDelete = () => {
    remove.reset();
    setDeleting(null);
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const name = travellerName(deleting);
    remove.mutate(deleting.id, {
      onSuccess: () => {
        notifySuccess(t('travellers.deleted', { name }));
        closeDelete();
      },
    });
  };

  const addButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => openForm(null)}>
      {t('travellers.add')}
    </Button>
  );

  return (
    <AccountPage
      title={t('travellers.title')}
      description={t('travellers.description')}
      action={travellers.isSuccess && travellers.data.length > 0 ? addButton : undefined}
      size="lg"
    >
      {travellers.isPending ? (
        <LoadingState rows={4} />
      ) : travellers.isError ? (
        <ErrorBox error={travellers.error} ns="accounts" onRetry={() => travellers.refetch()} />
      ) : travellers.data.length === 0 ? (
        <EmptyState
          icon={<IconUsers size={26} />}
          title={t('travellers.emptyTitle')}
          text={t('travellers.emptyText')}
          action={addButton}
        />
      ) : (
        <TravellersList travellers={travellers.data} onEdit={openForm} onDelete={setDeleting} />
      )}
      {editing ? (
        <Suspense fallback={null}>
          <TravellerFormModal
            key={formKey}
            opened
            traveller={editing.traveller}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('travellers.confirmTitle')}
        message={t('travellers.confirmText', { name: deleting ? travellerName(deleting) : '' })}
        confirmLabel={t('travellers.confirmDelete')}
        cancelLabel={t('travellers.cancel')}
        loading={remove.isPending}
        error={remove.isError ? errorText(remove.error) : null}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </AccountPage>
  );
}
