import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../api/current-user';
import { AccountPage } from '../components/account-page';
import { LoadingState, ErrorState } from '../components/page-states';
import { ProfileForm } from '../components/profile-form';
import { useErrorText } from '../../../lib/error-message';

/** /account/edit: the profile form, filled from GET /api/Account/CurrentUser. */
export function EditProfilePage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const user = useCurrentUser();

  return (
    <AccountPage title={t('edit.title')} description={t('edit.description')}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        {user.isPending ? (
          <LoadingState rows={6} />
        ) : user.isError ? (
          <ErrorState message={errorText(user.error)} onRetry={() => user.refetch()} />
        ) : (
          <ProfileForm user={user.data} />
        )}
      </Paper>
    </AccountPage>
  );
}
