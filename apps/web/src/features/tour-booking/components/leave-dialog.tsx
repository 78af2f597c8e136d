import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * The leave guard's question (its own chunk: Mantine's Modal, its focus trap and scroll lock are
 * fetched when a traveller first tries to leave, not with the booking pages).
 */
export default function LeaveDialog({
  onStay,
  onLeave,
}: {
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('tour-booking');
  return (
    <Modal opened onClose={onStay} title={t('leave.title')} centered>
      <Text size="sm">{t('leave.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onStay}>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={onLeave}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
