import { Stepper } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** The spec's step labels (part 2 §2, §4): order, pay, complete, confirm. */
export const BOOK_STEPS = ['order', 'pay', 'complete', 'confirm'] as const;
export type BookStep = (typeof BOOK_STEPS)[number];

/**
 * Where a tour or cruise booking stands: the order is filled in and reviewed, paid on the
 * hosted checkout, complete once paid, then confirmed by the operator within 48 hours.
 */
export function BookSteps({ active }: { active: BookStep }) {
  const { t } = useTranslation('tour-booking');
  return (
    <Stepper
      active={BOOK_STEPS.indexOf(active)}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('steps.label')}
      styles={{ steps: { flexWrap: 'wrap', rowGap: 8 } }}
    >
      {BOOK_STEPS.map((step) => (
        <Stepper.Step key={step} label={t(`steps.${step}`)} allowStepSelect={false} />
      ))}
    </Stepper>
  );
}
