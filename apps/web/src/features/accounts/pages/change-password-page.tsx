import { useState } from 'react';
import { Alert, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from 'react-router';
import { ChangePasswordBodySchema } from '@travel/contracts/accounts';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useChangePassword } from '../api/change-password';
import { AccountFormButtons } from '../components/account-form-buttons';
import { AccountPage } from '../components/account-page';
import { NewPasswordFields } from '../components/new-password-fields';
import { confirmPasswordError, contractErrors } from '../lib/validation';
import { ERRORS } from '@travel/contracts/errors';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** /account/password: change the password; the API ends the user's other sign-ins. */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const navigate = useNavigate();
  const change = useChangePassword();
  const email = useSession()?.user.email ?? '';
  const [formError, setFormError] = useState<string | null>(null);

  const form = useForm<PasswordValues>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = contractErrors(
        ChangePasswordBodySchema,
        { currentPassword: values.currentPassword, newPassword: values.newPassword },
        t,
        {
          labels: {
            currentPassword: t('fieldNames.currentPassword'),
            newPassword: t('fieldNames.newPassword'),
          },
        },
      );
      // The schema's refine is the only custom issue on newPassword: the same password again.
      if (
        values.newPassword !== '' &&
        values.newPassword === values.currentPassword &&
        errors.newPassword
      ) {
        errors.newPassword = t('validation.passwordSame');
      }
      const confirmation = confirmPasswordError(values.newPassword, values.confirmPassword, t);
      if (confirmation) errors.confirmPassword = confirmation;
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    change.mutate(
      { currentPassword: values.currentPassword, newPassword: values.newPassword },
      {
        onSuccess: () => {
          notifySuccess(t('password.changed'));
          navigate('/account');
        },
        onError: (error) => {
          if (isApiError(error, ERRORS.passwordIncorrect.code)) {
            form.setFieldError('currentPassword', errorText(error));
          } else {
            setFormError(errorText(error));
          }
        },
      },
    );
  });

  return (
    <AccountPage title={t('password.title')} description={t('password.description')} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate aria-label={t('password.title')}>
          <Stack gap="md">
            {/* Lets password managers tie the new password to this account. */}
            <input
              type="text"
              name="username"
              autoComplete="username"
              value={email}
              hidden
              readOnly
            />
            <PasswordInput
              label={t('fields.currentPassword')}
              autoComplete="current-password"
              required
              {...form.getInputProps('currentPassword')}
            />
            <NewPasswordFields
              variant="change"
              password={form.getInputProps('newPassword')}
              confirmation={form.getInputProps('confirmPassword')}
            />
            {formError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {formError}
              </Alert>
            ) : null}
            <AccountFormButtons label={t('password.submit')} loading={change.isPending} />
          </Stack>
        </form>
      </Paper>
    </AccountPage>
  );
}
