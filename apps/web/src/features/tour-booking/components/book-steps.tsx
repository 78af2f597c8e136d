import { Box, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** The spec's step labels (part 2 §2, §4): order, pay, complete, confirm. */
export const BOOK_STEPS = ['order', 'pay', 'complete', 'confirm'] as const;
export type BookStep = (typeof BOOK_STEPS)[number];

const DOT = {
  width: 26,
  height: 26,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  fontSize: 13,
  fontWeight: 700,
} as const;

/**
 * Where a tour or cruise booking stands: the order is filled in and reviewed, paid on the
 * hosted checkout, complete once paid, then confirmed by the operator within 48 hours.
 * A list drawn with the first bundle's Group and Text (Mantine's Stepper, ~3 kB brotli, was a
 * file of its own in every booking page's first load; it is not interactive here anyway).
 */
export function BookSteps({ active }: { active: BookStep }) {
  const { t } = useTranslation('tour-booking');
  const current = BOOK_STEPS.indexOf(active);
  return (
    <Group
      component="ol"
      aria-label={t('steps.label')}
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {BOOK_STEPS.map((step, index) => {
        const reached = index <= current;
        return (
          <Group
            component="li"
            key={step}
            gap={8}
            wrap="nowrap"
            aria-current={index === current ? 'step' : undefined}
          >
            <Box
              component="span"
              aria-hidden
              style={{
                ...DOT,
                background: reached
                  ? 'var(--mantine-primary-color-filled)'
                  : 'var(--mantine-color-gray-1)',
                color: reached ? 'var(--mantine-color-white)' : 'var(--mantine-color-gray-8)',
              }}
            >
              {index < current ? '✓' : index + 1}
            </Box>
            <Text size="sm" fw={index === current ? 700 : 500}>
              {t(`steps.${step}`)}
            </Text>
            {index < BOOK_STEPS.length - 1 ? (
              <Box
                component="span"
                aria-hidden
                w={{ base: 12, sm: 32 }}
                h={2}
                bg={index < current ? 'var(--mantine-primary-color-filled)' : 'gray.3'}
              />
            ) : null}
          </Group>
        );
      })}
    </Group>
  );
}
