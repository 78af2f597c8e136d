import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * "Find your flight" on the login screen: a guest's order lookup by order number and booking
 * email. That lookup arrives with the flights issue, so for now the dialog says so plainly
 * instead of offering a form that goes nowhere (docs/decisions.md).
 */
export function FindYourFlightDialog({
  opened,
  onClose,
}: {
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  return (
    <Modal opened={opened} onClose={onClose} title={t('findFlight.title')} centered>
      <Stack gap="sm">
        <Text>{t('findFlight.explain')}</Text>
        <Text c="gray.7" size="sm">
          {t('findFlight.meanwhile')}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('findFlight.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
