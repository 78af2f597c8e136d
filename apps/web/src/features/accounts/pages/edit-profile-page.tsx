import { Paper } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { ErrorBox } from '../../../components/error-box';
import { LoadingState } from '../../../components/page-states';
import { useCurrentUser } from '../api/current-user';
import { AccountPage } from '../components/account-page';
import { ProfileForm } from '../components/profile-form';

/** /account/edit: the profile form, filled from GET /api/Account/CurrentUser. */
export function EditProfilePage() {
  const { t } = useTranslation('accounts');
  const user = useCurrentUser();

  return (
    <AccountPage title={t('edit.title')} description={t('edit.description')}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {user.isPending ? (
          <LoadingState rows={6} />
        ) : user.isError ? (
          <ErrorBox error={user.error} ns="accounts" onRetry={() => user.refetch()} />
        ) : (
          <ProfileForm user={user.data} />
        )}
      </Paper>
    </AccountPage>
  );
}
