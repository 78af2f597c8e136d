import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Price } from '../../../components/price';

/**
 * The room's price moved between the rule and the booking (1059): the old and the new total,
 * and a question before booking at the new one. Declining goes back to the hotel's rooms.
 */
export function PriceChangedDialog({
  opened,
  previousTotal,
  total,
  onAccept,
  onDecline,
}: {
  opened: boolean;
  previousTotal: number;
  total: number;
  onAccept: () => void;
  onDecline: () => void;
}) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Modal opened={opened} onClose={onDecline} title={t('priceChanged.title')} centered>
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
