import { IconUserShield } from '@tabler/icons-react';
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

/**
 * /account/subusers: an agent's sub-agents with their disabled and super-user switches. Anyone
 * else is told "You do not have permission to access this data." (the API's 403).
 */
export function SubusersPage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const subusers = useSubusers();
  const update = useUpdateSubuser();

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
    <AccountPage title={t('subusers.title')} description={t('subusers.description')} size="lg">
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
        />
      )}
    </AccountPage>
  );
}
