import { useState, type FormEvent } from 'react';
import { Alert, Paper, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { useChangePassword } from '../api/change-password';
import { AccountFormButtons } from '../components/account-form-buttons';
import { AccountPage } from '../components/account-page';
import { NewPasswordFields } from '../components/new-password-fields';
import { ERRORS } from '@travel/contracts/errors';

// The rules (the contract's schema, with zod) load on the form's first focus or submit.
const loadRules = () => import('../lib/password-change-rules');

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
  });

  const send = (values: PasswordValues) => {
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
  };

  /** Mantine's `onSubmit` with the rules loaded first: the same errors, set at the same moment. */
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = form.getValues();
    loadRules().then(
      ({ passwordChangeErrors }) => {
        const errors = passwordChangeErrors(values, t);
        form.setErrors(errors);
        if (Object.keys(errors).length === 0) send(values);
      },
      (error: unknown) => setFormError(errorText(error)),
    );
  };

  return (
    <AccountPage title={t('password.title')} description={t('password.description')} size="sm">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form
          onSubmit={submit}
          onFocus={() => void loadRules().catch(() => undefined)}
          noValidate
          aria-label={t('password.title')}
        >
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
