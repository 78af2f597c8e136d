import { useState } from 'react';
import { Button, Group, Stack, Stepper } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { ServicePicker } from '../service-picker/service-picker';
import { SeatPicker } from './seat-picker';

export interface SeatsAndExtrasStepProps {
  orderNo: string;
  /** The booking email, for a visitor without an account. */
  email?: string | null | undefined;
  /** Seats and extras are saved (or skipped); the page goes on (to payment). */
  onDone: () => void;
}

/**
 * Seats, then extra services, for an order awaiting payment: the booking page and the order
 * page place this between booking and payment. Each picker saves on its own Submit/Confirm,
 * so going back to the seats keeps the extras already saved. Skip goes on without saving
 * anything more: seats and extras are optional.
 */
export function SeatsAndExtrasStep({ orderNo, email, onDone }: SeatsAndExtrasStepProps) {
  const { t } = useTranslation('seat-picker');
  const [step, setStep] = useState<0 | 1>(0);
  const ref = { orderNo, email: email ?? null };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Stepper
          active={step}
          size="sm"
          allowNextStepsSelect={false}
          onStepClick={() => setStep(0)}
          style={{ flex: 1 }}
        >
          <Stepper.Step label={t('steps.seats')} />
          <Stepper.Step label={t('steps.extras')} />
        </Stepper>
        <Button variant="default" onClick={onDone} aria-label={t('skipHint')}>
          {t('skip')}
        </Button>
      </Group>
      {step === 0 ? (
        <SeatPicker {...ref} onDone={() => setStep(1)} />
      ) : (
        <ServicePicker {...ref} onDone={onDone} onBack={() => setStep(0)} />
      )}
    </Stack>
  );
}
