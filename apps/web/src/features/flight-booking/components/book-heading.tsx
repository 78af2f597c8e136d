import { Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * /book's heading and what the page asks for, the same in the page and in the build's first
 * HTML of /book (BookPageShell): the first paint shows them at their final place and size.
 */
export function BookHeading() {
  const { t } = useTranslation('flight-booking');
  return (
    <Stack gap="xs">
      <Title order={1}>{t('title')}</Title>
      <Text c="gray.7">{t('lead')}</Text>
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
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="sm" aria-busy="true">
              <Title order={2} size="h3">
                {t('sections.flight')}
              </Title>
              <Skeleton height={180} radius="md" aria-hidden="true" />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
