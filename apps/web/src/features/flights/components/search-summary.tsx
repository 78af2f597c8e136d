import { lazy, Suspense, useState } from 'react';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import type { FlightCriteria } from '../../../products/flight/search/search-criteria';
import { flightSummaryText } from '../lib/summary-text';
import type { ResultsPath } from '../../../products/flight/search/flight-search-form';
import { FlightSearchFormSkeleton } from '../../../products/flight/search/flight-search-form-skeleton';

// The form (date pickers, autocomplete) loads when the traveller opens it, not with the results.
const FlightSearchForm = lazy(async () => ({
  default: (await import('../../../products/flight/search/flight-search-form')).FlightSearchForm,
}));

/**
 * What was searched, in one line, with the same search form folded under "Change search".
 * A new search closes it again.
 */
export function SearchSummary({
  criteria,
  resultsPath,
  startOpen = false,
}: {
  criteria: FlightCriteria | null;
  resultsPath: ResultsPath;
  startOpen?: boolean;
}) {
  const { t } = useTranslation('flights');
  const locale = localeTagOf(useLanguage());
  const [open, setOpen] = useState(startOpen || criteria === null);

  const text = criteria ? flightSummaryText(criteria, t, locale) : null;

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="center" gap="sm">
        <div>
          <Title order={1} size="h3">
            {text ? text.route : t('summary.noSearch')}
          </Title>
          {text ? (
            // One text node: the server writes the same line into the first HTML.
            <Text size="sm" c="gray.7">
              {text.details}
            </Text>
          ) : null}
        </div>
        {criteria ? (
          <Button
            variant={open ? 'default' : 'light'}
            leftSection={
              open ? (
                <IconX size={16} aria-hidden="true" />
              ) : (
                <IconAdjustmentsHorizontal size={16} aria-hidden="true" />
              )
            }
            aria-expanded={open}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? t('summary.close') : t('summary.change')}
          </Button>
        ) : null}
      </Group>
      {open ? (
        <Suspense
          fallback={
            <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
              <FlightSearchFormSkeleton label={t('loading', { ns: 'common' })} />
            </div>
          }
        >
          <div style={{ paddingTop: 'var(--mantine-spacing-md)' }}>
            <FlightSearchForm
              key={criteria ? JSON.stringify(criteria) : 'empty'}
              criteria={criteria ?? undefined}
              resultsPath={resultsPath}
              onSearch={() => setOpen(false)}
            />
          </div>
        </Suspense>
      ) : null}
    </Paper>
  );
}
