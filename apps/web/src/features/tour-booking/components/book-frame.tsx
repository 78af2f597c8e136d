import { Box, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { SummaryHead } from '../lib/summary-head';
import { COLUMNS, COLUMNS_DISPLAY, SUMMARY_STICKY } from './book-columns';
import { SummaryHeadView } from './summary-head-view';

/**
 * The booking form's frame with the summary's head written in: what the server's first HTML
 * shows of /tour/book/{id} (the build renders it with a sample head, the server fills the tour's
 * texts in from the catalogue). The columns, the summary's place and its head are the form's
 * (book-form.tsx, booking-summary.tsx); what the catalogue does not know (rooms, return day,
 * places left, the price) keeps its place. React draws the loaded form over it.
 */
export function BookFrame({ head }: { head: SummaryHead }) {
  const { t } = useTranslation('tour-booking');
  return (
    // Two screens high, as the form on a phone: the footer is not fetched (see the page). Not
    // the columns' own height: reversed on a phone, they would stand at its bottom.
    <div style={{ minHeight: '200vh' }} aria-busy="true" aria-live="polite">
      <Box display={COLUMNS_DISPLAY} style={COLUMNS}>
        <Box miw={0}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="md">
              <Stack gap="xs">
                <Skeleton height={20} width="40%" />
                <Skeleton height={36} />
              </Stack>
            </Paper>
            <Stack gap="sm" component="section" aria-labelledby="tour-tourists-title">
              <Title order={2} size="h4" id="tour-tourists-title">
                {t('tourists.title')}
              </Title>
              <Skeleton height={240} radius="md" />
            </Stack>
          </Stack>
        </Box>
        <Box miw={0}>
          <div style={SUMMARY_STICKY}>
            <Paper
              withBorder
              radius="md"
              p="md"
              component="aside"
              aria-labelledby="tour-summary-title"
            >
              <Stack gap="sm">
                <SummaryHeadView head={head} returnDay={null} />
                <Skeleton height={21.7} width="40%" />
                <Stack gap={6} aria-label={t('summary.pricing')}>
                  <Skeleton height={14} />
                  <Skeleton height={14} />
                  <Skeleton height={20} width="60%" />
                </Stack>
                <Text size="xs" c="gray.7">
                  {t('summary.confirmWithin')}
                </Text>
              </Stack>
            </Paper>
          </div>
        </Box>
      </Box>
    </div>
  );
}
