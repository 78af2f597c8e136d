import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HotelOrderDetail } from '@travel/contracts/hotel-orders';
import { useErrorText } from '../../../lib/error-message';
import { notifySuccess } from '../../../lib/notify';
import { useCancelHotelOrder, type HotelOrderRef } from '../api/hotel-order';

/** Cancel, when the order allows it (`canCancel`), after a confirmation. */
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
  if (!order.canCancel) return null;
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
              onClick={() =>
                cancel.mutate(undefined, {
                  onSuccess: () => {
                    setConfirming(false);
                    notifySuccess(t('order.cancelled', { orderNo: order.orderNo }));
                  },
                })
              }
            >
              {t('order.confirmCancel')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
