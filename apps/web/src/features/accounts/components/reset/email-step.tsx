import { Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../../lib/i18n';
import type { SendCodeData } from '@travel/contracts/accounts';
import { useErrorText } from '../../../../lib/error-message';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { prefetchResetRules, resetSubmit } from '../../lib/use-reset-rules';
import { EmailInput } from '../email-input';

/** Step 1: the account's email; sends the reset code ("Email not registered", 429 shown here). */
export function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, data: SendCodeData) => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const send = useSendVerificationCode();
  const form = useForm({ initialValues: { email: initialEmail } });
  const showError = (error: unknown) => form.setFieldError('email', errorText(error));

  const submit = resetSubmit(
    form,
    (rules, { email }) => rules.resetEmailErrors(email, t),
    ({ email }) => {
      const address = email.trim();
      send.mutate(
        { email: address, purpose: 'reset' },
        { onSuccess: (data) => onSent(address, data), onError: showError },
      );
    },
    showError,
  );

  return (
    <form onSubmit={submit} onFocus={prefetchResetRules} noValidate>
      <Stack gap="md">
        <EmailInput data-autofocus {...form.getInputProps('email')} />
        <Button type="submit" loading={send.isPending}>
          {t('reset.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
