import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconUserPlus, IconUserShield } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { Subuser } from '@travel/contracts/subusers';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useSubusers } from '../api/subusers';
import { useUpdateSubuser } from '../api/update-subuser';
import { AccountPage } from '../components/account-page';
import { SubusersList, type SubuserFlag } from '../components/subusers-list';

// The form and its schema load when the agent opens it, not with the list (zod stays out of the
// page's first load, as for frequent travellers).
const SubuserFormModal = lazy(() =>
  import('../components/subuser-form-modal').then((module) => ({
    default: module.SubuserFormModal,
  })),
);

/** Which dialog is open: adding (null) or one sub-agent's limits. */
type Editing = { subuser: Subuser | null } | null;

/**
 * /account/subusers: an agent's sub-agents with their disabled and super-user switches. Anyone
 * else is told "You do not have permission to access this data." (the API's 403).
 */
export function SubusersPage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const subusers = useSubusers();
  const update = useUpdateSubuser();
  const [editing, setEditing] = useState<Editing>(null);

  const toggle = (subuser: Subuser, flag: SubuserFlag, value: boolean) => {
    update.mutate(
      { id: subuser.id, body: { [flag]: value } },
      {
        onSuccess: (saved) => notifySuccess(t('subusers.saved', { name: saved.name })),
        onError: (error) => notifyError(errorText(error)),
      },
    );
  };

  // A refusal (401/403) will not change by asking again, so it gets no retry button.
  const refused = isApiError(subusers.error) && [401, 403].includes(subusers.error.status);

  return (
    <AccountPage
      title={t('subusers.title')}
      description={t('subusers.description')}
      size="lg"
      action={
        refused ? undefined : (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setEditing({ subuser: null })}
          >
            {t('subusers.add')}
          </Button>
        )
      }
    >
      {subusers.isPending ? (
        <LoadingState rows={4} />
      ) : subusers.isError ? (
        <ErrorBox
          error={subusers.error}
          ns="accounts"
          onRetry={refused ? undefined : () => subusers.refetch()}
        />
      ) : subusers.data.length === 0 ? (
        <EmptyState
          icon={<IconUserShield size={26} />}
          title={t('subusers.emptyTitle')}
          text={t('subusers.emptyText')}
        />
      ) : (
        <SubusersList
          subusers={subusers.data}
          savingId={update.isPending ? (update.variables?.id ?? null) : null}
          onToggle={toggle}
          onEditLimits={(subuser) => setEditing({ subuser })}
        />
      )}
      {editing ? (
        <Suspense fallback={null}>
          <SubuserFormModal
            key={editing.subuser?.id ?? 'new'}
            subuser={editing.subuser}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
    </AccountPage>
  );
}
