import type { ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { PhoneFilters, usePhoneLayout } from './phone-filters';

/**
 * A results page's frame (flights, hotels): the filters in a column beside the results, or on
 * a phone behind a "Filters" button that opens them in a drawer; above the results, how many
 * there are (announced as it changes) and the sort. The grid itself is the page's CSS (its
 * skeleton reserves the same boxes), so its classes come in.
 */
export function FilteredResults({
  classNames,
  filtersTitle,
  filters,
  activeFilters,
  showLabel,
  count,
  sort,
  children,
}: {
  /** The page's CSS module: its `layout` grid and `sidebar` column. */
  classNames: { readonly layout?: string; readonly sidebar?: string };
  /** The column's name, the phone button's text and the drawer's title. */
  filtersTitle: string;
  /** The filters panel. */
  filters: ReactNode;
  /** How many filters are in force (a badge on the phone button). */
  activeFilters: number;
  /** The drawer's closing button: how many results the filters keep. */
  showLabel: string;
  /** "12 of 40 flights". */
  count: ReactNode;
  sort: ReactNode;
  children: ReactNode;
}) {
  const phone = usePhoneLayout();
  return (
    <div className={classNames.layout}>
      {phone ? null : (
        <aside className={classNames.sidebar} aria-label={filtersTitle}>
          {filters}
        </aside>
      )}
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite" fw={500}>
            {count}
          </Text>
          <Group gap="sm" wrap="wrap">
            {phone ? (
              <PhoneFilters title={filtersTitle} active={activeFilters} showLabel={showLabel}>
                {filters}
              </PhoneFilters>
            ) : null}
            {sort}
          </Group>
        </Group>
        {children}
      </Stack>
    </div>
  );
}

/** No result passes the filters: say so and offer to clear them. */
export function NoneMatch({
  text,
  clearLabel,
  onClear,
}: {
  text: string;
  clearLabel: string;
  onClear: () => void;
}) {
  return (
    <Stack align="center" gap="xs" py="xl">
      <Text>{text}</Text>
      <Button variant="light" onClick={onClear}>
        {clearLabel}
      </Button>
    </Stack>
  );
}
