import { Box, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { BookColumns } from '../lib/book-columns';

/** /book's steps (issue 13 §2): the form, then the order's seats and extras, then payment. */
export const BOOK_STEPS = ['details', 'extras', 'pay'] as const;
export type BookStep = (typeof BOOK_STEPS)[number];

/**
 * Where the traveller is in booking: the three steps in order, the current one marked for
 * assistive technology (`aria-current="step"`), the finished ones ticked.
 */
function BookSteps({ step }: { step: BookStep }) {
  const { t } = useTranslation('flight-booking');
  const current = BOOK_STEPS.indexOf(step);
  return (
    <>
      {/* A phone has no room for the three in a row: where the traveller is, in words. */}
      <Text size="sm" fw={700} hiddenFrom="sm">
        {t('steps.short', { n: current + 1, total: BOOK_STEPS.length, name: t(`steps.${step}`) })}
      </Text>
      <Group
        component="ol"
        aria-label={t('steps.label')}
        gap="xs"
        wrap="wrap"
        visibleFrom="sm"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {BOOK_STEPS.map((key, index) => (
          <Group component="li" key={key} gap="xs" wrap="nowrap">
            {index > 0 ? (
              <Box component="span" c="gray.6" aria-hidden="true">
                ›
              </Box>
            ) : null}
            <Text
              span
              size="sm"
              fw={index === current ? 700 : 400}
              c={index === current ? 'dark' : 'gray.7'}
              aria-current={index === current ? 'step' : undefined}
            >
              {index < current ? '✓ ' : `${index + 1}. `}
              {t(`steps.${key}`)}
              {index < current ? <span className="sr-only">{` (${t('steps.done')})`}</span> : null}
            </Text>
          </Group>
        ))}
      </Group>
    </>
  );
}

/**
 * /book's heading, what the page asks for and the steps, the same in the page and in the
 * build's first HTML of /book (BookPageShell): the first paint shows them at their final place
 * and size.
 */
export function BookHeading({ step = 'details' }: { step?: BookStep | null }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Stack gap="xs">
      <Title order={1}>{t('title')}</Title>
      {/* Nothing to book (`null`): no steps to be in. */}
      {step ? (
        <>
          <Text c="gray.7">{t(step === 'details' ? 'lead' : 'leadBooked')}</Text>
          <BookSteps step={step} />
        </>
      ) : null}
    </Stack>
  );
}

/**
 * /book before its code runs (scripts/prerender.mjs writes it as /book's HTML): the page's
 * frame and heading. The draft is in the browser's storage, so the trip itself is not known
 * here; the flight section's frame stands in for it.
 */
export function BookPageShell() {
  const { t } = useTranslation('flight-booking');
  return (
    // BookPage's own container and stack, so the heading is where the page draws it.
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BookHeading />
        {/* The form's grid: the flight section in its left column, the price beside it. */}
        <BookColumns
          main={
            <Stack gap="sm" aria-busy="true">
              <Title order={2} size="h3">
                {t('sections.flight')}
              </Title>
              <Skeleton height={180} radius="md" aria-hidden="true" />
            </Stack>
          }
        />
      </Stack>
    </Container>
  );
}
