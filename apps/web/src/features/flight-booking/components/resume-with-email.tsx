import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { isEmail } from '@travel/contracts/patterns';
import { useTranslation } from '../../../lib/i18n';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { orderKeys, rememberOrderEmail } from '../../../lib/order-access';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { getOrderDetail } from '../../../products/flight/order-detail';

/** Unknown order, or the email does not match: one answer, so nothing is given away. */
const NOT_FOUND = new Set(['1404', '1502', '1503']);

/**
 * A visitor's booking reopened where the tab that made it is gone (issue 13 §2: a closed tab
 * never loses an order): the order number is in the URL and in the mail, the booking email is
 * asked again, as "Find your flight" asks it. Found, the booking goes on at its step.
 */
export function ResumeWithEmail({
  orderNo,
  failed,
  onFound,
}: {
  orderNo: string;
  /** The email this tab had no longer opens the order. */
  failed: boolean;
  onFound: (email: string) => void;
}) {
  const { t } = useTranslation('flight-booking');
  const errorText = useErrorText('flight-booking');
  const client = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(failed ? t('resume.notFound') : null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = email.trim();
    setFailure(null);
    if (!isEmail(typed)) {
      setFieldError(
        typed
          ? t('validation.email')
          : t('validation.emptyTip', { field: t('contact.fields.email') }),
      );
      inputRef.current?.focus();
      return;
    }
    setFieldError(null);
    setPending(true);
    try {
      const detail = await getOrderDetail({ orderNo, email: typed });
      rememberOrderEmail(orderNo, typed);
      client.setQueryData(orderKeys.detail(orderNo), detail);
      onFound(typed);
    } catch (error) {
      const notFound = isApiError(error) && NOT_FOUND.has(String(error.code));
      setFailure(notFound ? t('resume.notFound') : errorText(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} size="h3">
            {t('resume.title', { orderNo })}
          </Title>
          <Text size="sm">{t('resume.text')}</Text>
          {failure ? (
            <Alert color="red" role="alert" styles={READABLE_ALERT}>
              {failure}
            </Alert>
          ) : null}
          <TextInput
            ref={inputRef}
            label={t('contact.fields.email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            value={email}
            error={fieldError}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Button type="submit" loading={pending} style={{ alignSelf: 'flex-start' }}>
            {t('resume.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
