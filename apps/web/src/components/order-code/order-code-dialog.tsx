import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { ApiError } from '../../lib/api-client';
import { useErrorText } from '../../lib/error-message';
import type { OrderRef } from '../../lib/order-access';
import { CODE_ERRORS, sendOrderChangeCode } from '../../lib/order-change-code';

const CODE_PATTERN = /^\d{6}$/;
const DEFAULT_WAIT_SECONDS = 60;

/** Seconds a 429 asks to wait (its `retryAfter`), else the usual resend wait. */
function waitOf(error: unknown): number {
  if (error instanceof ApiError && error.status === 429) {
    const data = error.data as { retryAfter?: unknown } | null;
    if (typeof data?.retryAfter === 'number') return data.retryAfter;
  }
  return DEFAULT_WAIT_SECONDS;
}

/**
 * The step a visitor's cancel or change goes through (issue 9): on opening, a 6-digit code is
 * e-mailed to the booking email; the dialog asks for it (labelled field, error text at the
 * field, resend after the 60 s wait) and hands it to `onConfirm`, which makes the change. A
 * rejection about the code shows at the field; any other closes nothing and shows above the
 * buttons, so the visitor can try again.
 */
export function OrderCodeDialog({
  opened,
  orderRef,
  title,
  confirmLabel,
  onClose,
  onConfirm,
}: {
  opened: boolean;
  orderRef: OrderRef;
  title: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: (code: string) => Promise<unknown>;
}) {
  const { t } = useTranslation('order-code');
  const errorText = useErrorText('order-code');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [otherError, setOtherError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [wait, setWait] = useState(0);
  const statusId = useId();
  const sentOnce = useRef(false);

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      const reply = await sendOrderChangeCode(orderRef);
      setSentTo(reply.sentTo);
      setWait(reply.resendAfter);
    } catch (error) {
      setSendError(errorText(error));
      setWait(waitOf(error));
    } finally {
      setSending(false);
    }
  };

  // One code per opening; closing and opening again asks for a new one (after the wait).
  useEffect(() => {
    if (!opened) {
      sentOnce.current = false;
      setCode('');
      setFieldError(null);
      setOtherError(null);
      return;
    }
    if (sentOnce.current) return;
    sentOnce.current = true;
    void send();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening
  }, [opened]);

  useEffect(() => {
    if (wait <= 0) return undefined;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOtherError(null);
    const entered = code.trim();
    if (!CODE_PATTERN.test(entered)) {
      setFieldError(t('invalid'));
      return;
    }
    setFieldError(null);
    setConfirming(true);
    try {
      await onConfirm(entered);
    } catch (error) {
      const aboutCode = error instanceof ApiError && CODE_ERRORS.includes(error.code);
      if (aboutCode) setFieldError(errorText(error));
      else setOtherError(errorText(error));
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('back') }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="md">
          <Text id={statusId} role="status" size="sm">
            {sending ? t('sending') : sentTo ? t('sent', { email: sentTo }) : null}
          </Text>
          {sendError ? (
            <Text c="red.8" size="sm" role="alert">
              {sendError}
            </Text>
          ) : null}
          <TextInput
            label={t('label')}
            description={t('hint')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={fieldError}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            data-autofocus
          />
          <Group justify="space-between" gap="sm">
            <Button variant="subtle" disabled={wait > 0 || sending} onClick={() => void send()}>
              {wait > 0 ? t('resendIn', { seconds: wait }) : t('resend')}
            </Button>
          </Group>
          {otherError ? (
            <Text c="red.8" size="sm" role="alert">
              {otherError}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('back')}
            </Button>
            {/* red.9: white text on the default red fails AA contrast. */}
            <Button type="submit" color="red.9" loading={confirming}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
