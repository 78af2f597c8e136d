import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { codeSet, ERRORS } from '@travel/contracts/errors';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { rememberOrderEmail } from '../../../lib/order-access';
import { getOrderDetail } from '../../../products/flight/order-detail';
import { EmailInput } from './email-input';
import { isEmail } from '@travel/contracts/patterns';

/** Unknown order, or the email does not match: the same answer, so nothing is given away. */
const NOT_FOUND = codeSet(
  ERRORS.orderDoesNotExist,
  ERRORS.orderDoesNotExist1502,
  ERRORS.notAuthorisedForOrder,
);

/**
 * "Find your flight" on the login screen (spec part 1 §2, §6): a visitor without an account
 * opens an order with its number and booking email. The lookup is checked here, so a typo is
 * answered in the dialog; found, the order opens in the visitor's order view.
 */
export function FindYourFlightDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const errorText = useErrorText('accounts');
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { orderNo: '', email: '' },
    validate: {
      orderNo: (value) =>
        value.trim() ? null : t('validation.emptyTip', { field: t('findFlight.orderNo') }),
      email: (value) =>
        !value.trim()
          ? t('validation.emptyTip', { field: t('fieldNames.email') })
          : isEmail(value.trim())
            ? null
            : t('validation.invalidEmail'),
    },
  });

  const find = form.onSubmit(async (values) => {
    const orderNo = values.orderNo.trim().toUpperCase();
    const email = values.email.trim();
    setFailure(null);
    setPending(true);
    try {
      await getOrderDetail({ orderNo, email });
      rememberOrderEmail(orderNo, email);
      onClose();
      await navigate(`/find-your-flight/${encodeURIComponent(orderNo)}`);
    } catch (error) {
      const notFound = isApiError(error) && NOT_FOUND.has(String(error.code));
      setFailure(notFound ? t('findFlight.notFound') : errorText(error));
    } finally {
      setPending(false);
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('findFlight.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <form onSubmit={find} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('findFlight.explain')}</Text>
          <TextInput
            label={t('findFlight.orderNo')}
            required
            autoComplete="off"
            data-autofocus
            {...form.getInputProps('orderNo')}
          />
          <EmailInput label={t('findFlight.email')} {...form.getInputProps('email')} />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Text c="gray.7" size="sm">
            {t('findFlight.meanwhile')}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('findFlight.close')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('findFlight.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
