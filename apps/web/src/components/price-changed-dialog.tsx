import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../lib/i18n';
import { Price } from './price';

/**
 * A price that moved before booking (a Prebooking or 1059 reply): the old and the new total, and
 * a question before going on. `ns` is the caller's namespace whose `priceChanged` words fit what
 * is booked (a fare, a room); this component names no product. Declining goes back to choose.
 */
export function PriceChangedDialog({
  opened,
  previousTotal,
  total,
  onAccept,
  onDecline,
  ns,
}: {
  ns: string;
  opened: boolean;
  previousTotal: number;
  total: number;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation(ns);
  return (
    <Modal
      opened={opened}
      onClose={onDecline}
      title={t('priceChanged.title')}
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      <Stack gap="md">
        <Text>{t('priceChanged.text')}</Text>
        <Group justify="space-between">
          <Text>{t('priceChanged.was')}</Text>
          <Price amountMinor={previousTotal} currency="USD" td="line-through" c="gray.7" />
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{t('priceChanged.now')}</Text>
          <Price amountMinor={total} currency="USD" fw={700} />
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDecline}>
            {t('priceChanged.decline')}
          </Button>
          <Button onClick={onAccept} data-autofocus>
            {t('priceChanged.accept')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
