import { useState, type FormEvent } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { unsubscribeEmailProblem } from '@travel/contracts/mail';
import { CardPage } from '../../../components/card-page';
import { useErrorText } from '../../../lib/error-message';
import { useUnsubscribe } from '../api/unsubscribe';

/**
 * /unsubscribe?email=&refer=: the address from the mail's link is filled in and the person
 * confirms with one click. Nothing is sent on page load, so a mail scanner that opens the
 * link cannot unsubscribe anyone (docs/decisions.md).
 */
export function UnsubscribePage() {
  const { t } = useTranslation('mail');
  const errorText = useErrorText('mail');
  const [params] = useSearchParams();
  const refer = params.get('refer') ?? undefined;
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const request = useUnsubscribe();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = unsubscribeEmailProblem(email);
    if (problem) {
      setFieldError(t(`errors.${problem}`));
      return;
    }
    setFieldError(null);
    request.mutate({ email: email.trim(), refer });
  };

  return (
    <CardPage title={t('unsubscribe.title')} intro={t('unsubscribe.intro')}>
      {request.isSuccess ? (
        <Alert
          color="teal"
          icon={<IconCircleCheck aria-hidden />}
          title={t('unsubscribe.success')}
          role="status"
        >
          <Stack gap="sm">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('unsubscribe.successText', { email: email.trim() })}
            </Text>
            <Button component={Link} to="/" variant="white" w="fit-content">
              {t('unsubscribe.home')}
            </Button>
          </Stack>
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t('unsubscribe.title')}>
          <Stack gap="md">
            <TextInput
              label={t('unsubscribe.email')}
              placeholder={t('unsubscribe.emailPlaceholder')}
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setFieldError(null);
              }}
              error={fieldError}
            />
            {request.isError ? (
              <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
                {errorText(request.error)}
              </Alert>
            ) : null}
            <Button type="submit" loading={request.isPending} w={{ base: '100%', xs: 'auto' }}>
              {t('unsubscribe.submit')}
            </Button>
            <Text size="xs" c="gray.7">
              {t('unsubscribe.note')}
            </Text>
          </Stack>
        </form>
      )}
    </CardPage>
  );
}
