import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../../lib/i18n';
import { PasswordSchema } from '@travel/contracts/accounts';
import { useErrorText } from '../../../../lib/error-message';
import { useResetPassword } from '../../api/reset-password';
import { confirmPasswordError, contractErrors } from '../../lib/validation';
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
  const form = useForm({
    initialValues: { newPassword: '', confirmPassword: '' },
    validate: (values) => {
      const errors = contractErrors(PasswordSchema, values.newPassword, t, {
        labels: { '': t('fieldNames.newPassword') },
      });
      const result: Record<string, string> = {};
      if (errors['']) result.newPassword = errors[''];
      const confirmation = confirmPasswordError(values.newPassword, values.confirmPassword, t);
      if (confirmation) result.confirmPassword = confirmation;
      return result;
    },
  });

  const submit = form.onSubmit(({ newPassword }) => {
    setFormError(null);
    reset.mutate(
      { email, resetToken, newPassword },
      { onSuccess: onDone, onError: (error) => setFormError(errorText(error)) },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
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
