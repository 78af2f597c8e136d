import { Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { SummaryHead } from '../lib/summary-head';

/**
 * The booking summary's head: the tour's name (the page's LCP element on a phone), its facts
 * and the departure and return days. The server's first HTML draws it without the return day
 * (`returnDay` null: its place kept), the loaded page with it: the same markup above.
 */
export function SummaryHeadView({
  head,
  returnDay,
}: {
  head: SummaryHead;
  returnDay: string | null;
}) {
  const { t } = useTranslation('tour-booking');
  return (
    <>
      <Title order={2} size="h4" id="tour-summary-title">
        {head.name}
      </Title>
      <Text size="sm" c="gray.7">
        {head.facts}
      </Text>
      <Group gap="lg" wrap="wrap">
        <Stack gap={0}>
          <Text size="xs" c="gray.7">
            {t('summary.depart')}
          </Text>
          <Text fw={600}>{head.depart}</Text>
        </Stack>
        <Stack gap={0}>
          <Text size="xs" c="gray.7">
            {t('summary.return')}
          </Text>
          {returnDay === null ? (
            // A bold line's height (Mantine's md text: 16px × 1.55).
            <Skeleton height={24.8} width={120} />
          ) : (
            <Text fw={600}>{returnDay}</Text>
          )}
        </Stack>
      </Group>
    </>
  );
}
