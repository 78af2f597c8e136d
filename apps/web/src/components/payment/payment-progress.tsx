import { Loader, Modal, Stack, Text, ThemeIcon, Group } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';

import type { ProgressState } from './progress-state';

// The state helpers live apart so a form can track progress without loading the dialog.
export {
  PROGRESS_STEPS,
  failProgress,
  reach,
  startProgress,
  type ProgressState,
  type ProgressStep,
} from './progress-state';

/**
 * The progress of a booking or payment as the spec's messages (creating order, booking
 * succeeded, paying, issuing ticket, ticket issued): each reached message gets a tick, the one
 * under way a spinner. A modal keeps the traveller from leaving mid-payment; the messages are
 * announced as they change.
 */
export function PaymentProgress({ state, opened }: { state: ProgressState; opened: boolean }) {
  const { t } = useTranslation('payment');
  const last = state.reached[state.reached.length - 1];
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      title={t('progress.title')}
    >
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {state.reached.map((step) => {
          const active = step === last && !state.finished && !state.failed;
          const failed = step === last && state.failed;
          return (
            <Group component="li" key={step} gap="sm" wrap="nowrap" data-step={step}>
              {active ? (
                <Loader size={20} aria-hidden="true" />
              ) : (
                <ThemeIcon size={22} radius="xl" color={failed ? 'red' : 'teal'} aria-hidden>
                  {failed ? <IconX size={14} /> : <IconCheck size={14} />}
                </ThemeIcon>
              )}
              <Text fw={active ? 600 : 400}>{t(`progress.${step}`)}</Text>
            </Group>
          );
        })}
      </Stack>
      <Text size="sm" c="gray.7" mt="md" aria-live="polite" role="status">
        {last ? t(`progress.${last}`) : ''}
      </Text>
    </Modal>
  );
}
