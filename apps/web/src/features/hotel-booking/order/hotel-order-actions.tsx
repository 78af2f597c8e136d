import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import { OrderCodeDialog } from '../../../components/order-code/order-code-dialog';
import { useErrorText } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { useCancelHotelOrder, type HotelOrderRef } from '../api/hotel-order';

/**
 * Cancel, when the order allows it (`canCancel`), after a confirmation. A visitor (the page
 * knows the booking email) then types the code e-mailed to that address (issue 9).
 */
export function HotelOrderActions({
  order,
  orderRef,
}: {
  order: HotelOrderDetail;
  orderRef: HotelOrderRef;
}) {
  const { t } = useTranslation('hotel-booking');
  const errorText = useErrorText('hotel-booking');
  const cancel = useCancelHotelOrder(orderRef);
  const [confirming, setConfirming] = useState(false);
  const [askingCode, setAskingCode] = useState(false);
  if (!order.canCancel) return null;
  const visitor = Boolean(orderRef.email);
  const cancelled = () => {
    setConfirming(false);
    setAskingCode(false);
    notifySuccess(t('order.cancelled', { orderNo: order.orderNo }));
  };
  return (
    <>
      <Group>
        <Button
          variant="default"
          color="red"
          leftSection={<IconX size={18} aria-hidden="true" />}
          onClick={() => {
            cancel.reset();
            setConfirming(true);
          }}
        >
          {t('order.cancel')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('order.cancelTitle')}
        centered
      >
        <Stack gap="md">
          <Text>{t('order.cancelText', { orderNo: order.orderNo })}</Text>
          {cancel.isError ? (
            <Text c="red.8" size="sm" role="alert">
              {errorText(cancel.error)}
            </Text>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              {t('order.keep')}
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
              {t('order.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <OrderCodeDialog
        opened={askingCode}
        orderRef={orderRef}
        title={t('order.cancelTitle')}
        confirmLabel={t('order.confirmCancel')}
        onClose={() => setAskingCode(false)}
        onConfirm={async (code) => {
          await cancel.mutateAsync(code);
          cancelled();
        }}
      />
    </>
  );
}
