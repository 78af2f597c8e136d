import { useState, type FormEvent } from 'react';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { unsubscribeEmailProblem } from '@travel/contracts/mail';
import { useUnsubscribe } from '../api/unsubscribe';
import { useErrorText } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';

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
  usePageTitle(t('unsubscribe.title'));

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
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('unsubscribe.title')}</Title>
            <Text c="gray.7">{t('unsubscribe.intro')}</Text>
          </Stack>
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
        </Stack>
      </Paper>
    </Container>
  );
}
