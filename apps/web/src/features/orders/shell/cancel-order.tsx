import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { OrderCodeDialog } from '../../../components/order-code/order-code-dialog';
import { useErrorText } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import type { OrderRef } from '../../../lib/order-access';
import { useCancelOrder } from '../api/order-actions';

/**
 * Cancel, for an order of any product: the button, a confirmation, then for a visitor (the page
 * knows the booking email) the code e-mailed to that address (issue 9). The words are the
 * product's (`shell.*` in its namespace): a hotel releases its room, a flight its seats.
 */
export function CancelOrder({
  orderNo,
  orderRef,
  visitor,
  ns,
}: {
  orderNo: string;
  orderRef: OrderRef;
  visitor: boolean;
  /** The product's namespace. */
  ns: string;
}) {
  const { t } = useTranslation(ns);
  const errorText = useErrorText('orders');
  const cancel = useCancelOrder(orderRef);
  const [confirming, setConfirming] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  const cancelled = () => {
    setConfirming(false);
    setAskingCode(false);
    notifySuccess(t('shell.cancelled', { orderNo }));
  };
  return (
    <>
      <Button
        variant="default"
        color="red"
        leftSection={<IconX size={18} aria-hidden="true" />}
        onClick={() => {
          cancel.reset();
          setConfirming(true);
        }}
      >
        {t('shell.cancel')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('shell.cancelTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('shell.cancelText', { orderNo })}</Text>
          {cancel.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {errorText(cancel.error)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('shell.keep')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => {
                if (visitor) {
                  setConfirming(false);
                  setAskingCode(true);
                } else {
                  cancel.mutate(undefined, { onSuccess: cancelled });
                }
              }}
            >
              {t('shell.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <OrderCodeDialog
        opened={askingCode}
        orderRef={orderRef}
        title={t('shell.cancelTitle')}
        confirmLabel={t('shell.confirmCancel')}
        onClose={() => setAskingCode(false)}
        onConfirm={async (code) => {
          await cancel.mutateAsync(code);
          cancelled();
        }}
      />
    </>
  );
}
