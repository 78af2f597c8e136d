import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsSort } from '@tabler/icons-react';
import { PhoneFilters, usePhoneLayout } from '../../../components/phone-filters';
import { useTranslation } from '../../../lib/i18n';
import {
  activeFilterCount,
  applyFilters,
  facetsOf,
  filterFacts,
  NO_FILTERS,
  SORT_KEYS,
  sortOffers,
  type ResultFilters,
  type SortKey,
} from '../lib/filters';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';
import type { OfferFacts } from '../lib/offer-facts';
import type { FiltersCarry } from '../lib/filters-carry';
import { FiltersPanel } from './filters-panel';
import { ResultsList } from './results-list';
import classes from './results.module.css';

/** The sort last chosen on any results page (spec part 1 §4: flight sort is persisted). */
function storedSort(): SortKey {
  const stored = readText(STORAGE_KEYS.flightSort);
  return SORT_KEYS.find((key) => key === stored) ?? 'best';
}

/**
 * Filters beside the results (in a drawer below 768 px), the sort choice and the virtualised
 * list. Filtering and sorting are memoised: 300 offers re-sort within a frame.
 */
export function ResultsBody({
  offers: cardFacts,
  onChoose,
  search,
  carry,
}: {
  offers: readonly OfferFacts[];
  onChoose: (facts: OfferFacts) => void;
  /** This search's query string. */
  search: string;
  /** Filters handed over from the results of another day of the ±3-day strip. */
  carry: FiltersCarry;
}) {
  const { t } = useTranslation('flights');
  const phone = usePhoneLayout();
  const [filters, setFilters] = useState<ResultFilters>(() =>
    carry.next?.search === search && carry.next.filters
      ? (carry.next.filters as ResultFilters)
      : NO_FILTERS,
  );
  const [sort, setSort] = useState<SortKey>(storedSort);
  useEffect(() => {
    carry.latest = filters;
  }, [carry, filters]);

  const offers = useMemo(() => cardFacts.map(filterFacts), [cardFacts]);
  const facets = useMemo(() => facetsOf(offers, filters), [offers, filters]);
  const visible = useMemo(
    () => sortOffers(applyFilters(offers, filters), sort),
    [offers, filters, sort],
  );
  const active = activeFilterCount(filters);
  const panel = <FiltersPanel facets={facets} filters={filters} onChange={setFilters} />;

  return (
    <div className={classes.layout}>
      {phone ? null : (
        <aside className={classes.sidebar} aria-label={t('filters.title')}>
          {panel}
        </aside>
      )}
      <Stack gap="sm">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite" fw={500}>
            {t('results.count', { count: visible.length, total: offers.length })}
          </Text>
          <Group gap="sm" wrap="wrap">
            {phone ? (
              <PhoneFilters
                title={t('filters.title')}
                active={active}
                showLabel={t('filters.show', { count: visible.length })}
              >
                {panel}
              </PhoneFilters>
            ) : null}
            {/* A plain select: Mantine's input frame would add its code to the first load. */}
            <label className={classes.sort}>
              <IconArrowsSort size={16} aria-hidden="true" />
              <span>{t('sort.label')}</span>
              <select
                value={sort}
                onChange={(event) => {
                  const next = event.currentTarget.value as SortKey;
                  setSort(next);
                  writeText(STORAGE_KEYS.flightSort, next);
                }}
              >
                {SORT_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {t(`sort.${key}`)}
                  </option>
                ))}
              </select>
            </label>
          </Group>
        </Group>
        {visible.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <Text>{t('results.noneMatch')}</Text>
            <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
              {t('filters.clear')}
            </Button>
          </Stack>
        ) : (
          <ResultsList items={visible} onChoose={onChoose} label={t('results.listLabel')} />
        )}
      </Stack>
    </div>
  );
}
