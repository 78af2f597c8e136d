import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../../lib/i18n';
import { useErrorText } from '../../../../lib/error-message';
import { useResetPassword } from '../../api/reset-password';
import { prefetchResetRules, resetSubmit } from '../../lib/use-reset-rules';
import { NewPasswordFields } from '../new-password-fields';

/** Step 3: the new password, twice; the reset token from step 2 authorises it once. */
export function PasswordStep({
  email,
  resetToken,
  onDone,
}: {
  email: string;
  resetToken: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const reset = useResetPassword();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { newPassword: '', confirmPassword: '' } });
  const showError = (error: unknown) => setFormError(errorText(error));

  const submit = resetSubmit(
    form,
    (rules, values) => rules.resetPasswordErrors(values, t),
    ({ newPassword }) => {
      setFormError(null);
      reset.mutate({ email, resetToken, newPassword }, { onSuccess: onDone, onError: showError });
    },
    showError,
  );

  return (
    <form onSubmit={submit} onFocus={prefetchResetRules} noValidate>
      <Stack gap="md">
        <NewPasswordFields
          variant="change"
          autoFocus
          password={form.getInputProps('newPassword')}
          confirmation={form.getInputProps('confirmPassword')}
        />
        {formError ? (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        ) : null}
        <Button type="submit" loading={reset.isPending}>
          {t('reset.savePassword')}
        </Button>
      </Stack>
    </form>
  );
}
