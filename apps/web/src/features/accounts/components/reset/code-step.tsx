import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInbox } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import {
  EMAIL_CODE_LENGTH,
  EMAIL_CODE_RESEND_SECONDS,
  EMAIL_CODE_TTL_MINUTES,
} from '@travel/contracts/constants';
import { isApiError, useErrorText } from '../../../../lib/error-message';
import { useMailboxAvailable } from '../../api/mailbox-available';
import { useSendVerificationCode } from '../../api/send-verification-code';
import { useVerifyVerificationCode } from '../../api/verify-verification-code';
import { useCountdown } from '../../lib/use-countdown';
import { prefetchResetRules, resetSubmit } from '../../lib/use-reset-rules';
import { ERRORS } from '@travel/contracts/errors';

/**
 * Step 2: the 6-digit code. A resend waits out the 60-second window with a visible countdown;
 * in the embedded demo a link leads to the local mailbox where the code can be read.
 */
export function CodeStep({
  email,
  resendAfter,
  onVerified,
  onChangeEmail,
}: {
  email: string;
  resendAfter: number;
  onVerified: (resetToken: string) => void;
  onChangeEmail: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const verify = useVerifyVerificationCode();
  const resend = useSendVerificationCode();
  const mailbox = useMailboxAvailable(email);
  const countdown = useCountdown();
  const [notice, setNotice] = useState<{ kind: 'info' | 'error'; text: string } | null>(null);
  const { start } = countdown;

  useEffect(() => start(resendAfter), [start, resendAfter]);

  const form = useForm({ initialValues: { code: '' } });
  const showError = (error: unknown) => form.setFieldError('code', errorText(error));

  const submit = resetSubmit(
    form,
    (rules, { code }) => rules.resetCodeErrors(code, t),
    ({ code }) => {
      setNotice(null);
      verify.mutate(
        { email, code: code.trim(), purpose: 'reset' },
        {
          onSuccess: (data) => {
            if (data.resetToken) onVerified(data.resetToken);
            else form.setFieldError('code', t('errors.verifyFailed'));
          },
          onError: showError,
        },
      );
    },
    showError,
  );

  const sendAgain = () => {
    setNotice(null);
    resend.mutate(
      { email, purpose: 'reset' },
      {
        onSuccess: (data) => {
          countdown.start(data.resendAfter);
          form.reset();
          setNotice({
            kind: 'info',
            text: t('reset.codeSent', { email, minutes: Math.round(data.expiresIn / 60) }),
          });
        },
        onError: (error) => {
          // Refused as too frequent: the window is still open, so count it down again.
          if (isApiError(error, ERRORS.operationFrequent.code))
            countdown.start(EMAIL_CODE_RESEND_SECONDS);
          setNotice({ kind: 'error', text: errorText(error) });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Text aria-live="polite" style={{ overflowWrap: 'anywhere' }}>
        {notice?.kind === 'info'
          ? notice.text
          : t('reset.codeSent', { email, minutes: EMAIL_CODE_TTL_MINUTES })}
      </Text>
      {mailbox.data ? (
        <Alert color="sun" variant="light" icon={<IconInbox aria-hidden />}>
          <Anchor component={Link} to={`/mailbox?to=${encodeURIComponent(email)}`} target="_blank">
            {t('reset.demoMailbox')}
          </Anchor>
        </Alert>
      ) : null}
      {notice?.kind === 'error' ? (
        <Alert color="red" role="alert">
          {notice.text}
        </Alert>
      ) : null}
      <form onSubmit={submit} onFocus={prefetchResetRules} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('fields.code')}
            description={t('fields.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE_LENGTH}
            required
            data-autofocus
            styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={verify.isPending}>
            {t('reset.verify')}
          </Button>
        </Stack>
      </form>
      <Group justify="space-between" gap="xs">
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={sendAgain}
          disabled={countdown.remaining > 0}
          loading={resend.isPending}
        >
          {countdown.remaining > 0
            ? t('reset.resendIn', { seconds: countdown.remaining })
            : t('reset.resend')}
        </Button>
        <Button variant="subtle" size="compact-sm" onClick={onChangeEmail}>
          {t('reset.changeEmail')}
        </Button>
      </Group>
    </Stack>
  );
}
