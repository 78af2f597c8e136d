import { useState } from 'react';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { ContactFields } from '../../../components/contact-fields/contact-fields';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/error-message';
import { useDeadline } from '../../../lib/use-deadline';
import type { BookingForm } from '../lib/use-booking-form';

/**
 * The contact form (spec part 1 §3): the contact fields every booking has (name, email,
 * mobile: components/contact-fields), then address, post code, and the optional
 * 6-digit email code with its Send code button (one send per 60 s; the server's 429 reads "The
 * operation is frequent, please try again later").
 */
export function ContactForm({ form }: { form: BookingForm }) {
  const { t } = useTranslation('flight-booking');
  const errorText = useErrorText('flight-booking');
  // A plain call, not a react-query mutation: the form loads without react-query's mutation code.
  const [sending, setSending] = useState(false);
  const [resendAt, setResendAt] = useState<string | null>(null);
  const wait = useDeadline(resendAt);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);

  const waitUntil = (seconds: number) =>
    setResendAt(new Date(Date.now() + seconds * 1000).toISOString());
  const sendCode = async () => {
    const email = form.values.contact.email.trim();
    setSendError(null);
    setSending(true);
    // The rule, the call and the error catalogue load at the first press, not with /book.
    const outcome = await import('../api/send-email-code').then(
      ({ sendContactCode }) => sendContactCode(email),
      (error: unknown) => ({ kind: 'failed' as const, error, waitSeconds: null }),
    );
    setSending(false);
    if (outcome.kind === 'badEmail') {
      form.setFieldError('contact.email', t('validation.email'));
    } else if (outcome.kind === 'sent') {
      setSentTo(email);
      waitUntil(outcome.resendAfter);
    } else {
      if (outcome.waitSeconds !== null) waitUntil(outcome.waitSeconds);
      setSendError(errorText(outcome.error));
    }
  };

  return (
    <ContactFields
      getInputProps={form.getInputProps}
      columns={2}
      text={{
        legend: t('contact.legend'),
        name: t('contact.fields.name'),
        email: t('contact.fields.email'),
        mobile: t('contact.fields.mobile'),
        emailHint: t('contact.emailHint'),
      }}
      footer={
        <Text size="sm" mt="xs" role="status" c={sendError ? 'red.8' : 'teal.8'}>
          {sendError ?? (sentTo ? t('contact.codeSent', { email: sentTo }) : '')}
        </Text>
      }
    >
      <TextInput
        label={t('contact.fields.address')}
        autoComplete="street-address"
        {...form.getInputProps('contact.address')}
      />
      <TextInput
        label={t('contact.fields.postcode')}
        autoComplete="postal-code"
        {...form.getInputProps('contact.postcode')}
      />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t('contact.fields.emailCode')}
          description={t('contact.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          style={{ flex: 1 }}
          {...form.getInputProps('contact.emailCode')}
        />
        <Button
          variant="light"
          onClick={() => void sendCode()}
          loading={sending}
          disabled={wait > 0}
          aria-label={wait > 0 ? t('contact.resendIn', { seconds: wait }) : undefined}
        >
          {wait > 0 ? t('contact.resendIn', { seconds: wait }) : t('contact.sendCode')}
        </Button>
      </Group>
    </ContactFields>
  );
}
