import { useEffect } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../../lib/i18n';

/**
 * Asks before leaving a tour booking with unsaved data (spec part 2 §2): in-app navigation waits
 * for the traveller's answer (react-router's `useBlocker`), a reload or closed tab gets the
 * browser's question; `allow` lets a path through without asking (the booking's own next step).
 */
export function LeaveGuard({
  dirty,
  allow,
}: {
  dirty: boolean;
  allow?: (pathname: string) => boolean;
}) {
  const { t } = useTranslation('tour-booking');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      currentLocation.pathname !== nextLocation.pathname &&
      !(allow?.(nextLocation.pathname) ?? false),
  );
  // Closing the tab or reloading: the browser's own question (its words, not ours).
  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  const open = blocker.state === 'blocked';
  return (
    <Modal opened={open} onClose={() => blocker.reset?.()} title={t('leave.title')} centered>
      <Text size="sm">{t('leave.text')}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t('leave.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {t('leave.leave')}
        </Button>
      </Group>
    </Modal>
  );
}
