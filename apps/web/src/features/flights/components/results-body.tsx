import { useMemo, useState } from 'react';
import { IconArrowsSort } from '@tabler/icons-react';
import { FilteredResults, NoneMatch } from '../../../components/filtered-results';
import { useTranslation } from '../../../lib/i18n';
import {
  activeFilterCount,
  applyFilters,
  facetsOf,
  NO_FILTERS,
  SORT_KEYS,
  sortOffers,
  type ResultFilters,
  type SortKey,
} from '../lib/filters';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';
import type { OfferFacts } from '../lib/offer-facts';
import { FiltersPanel } from './filters-panel';
import { ResultsList } from './results-list';
import classes from './results.module.css';

/** The sort last chosen on any results page (spec part 1 §4: flight sort is persisted). */
function storedSort(): SortKey {
  const stored = readText(STORAGE_KEYS.flightSort);
  return SORT_KEYS.find((key) => key === stored) ?? 'price';
}

/**
 * Filters beside the results (in a drawer below 768 px), the sort choice and the virtualised
 * list. Filtering and sorting are memoised: 300 offers re-sort within a frame.
 */
export function ResultsBody({
  offers,
  onChoose,
}: {
  offers: readonly OfferFacts[];
  onChoose: (facts: OfferFacts) => void;
}) {
  const { t } = useTranslation('flights');
  const [filters, setFilters] = useState<ResultFilters>(NO_FILTERS);
  const [sort, setSort] = useState<SortKey>(storedSort);

  const facets = useMemo(() => facetsOf(offers), [offers]);
  const visible = useMemo(
    () => sortOffers(applyFilters(offers, filters), sort),
    [offers, filters, sort],
  );
  const active = activeFilterCount(filters);
  const panel = <FiltersPanel facets={facets} filters={filters} onChange={setFilters} />;

  // A plain select: Mantine's input frame would add its code to the first load.
  const sortSelect = (
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
  );

  return (
    <FilteredResults
      classNames={classes}
      filtersTitle={t('filters.title')}
      filters={panel}
      activeFilters={active}
      showLabel={t('filters.show', { count: visible.length })}
      count={t('results.count', { count: visible.length, total: offers.length })}
      sort={sortSelect}
    >
      {visible.length === 0 ? (
        <NoneMatch
          text={t('results.noneMatch')}
          clearLabel={t('filters.clear')}
          onClear={() => setFilters(NO_FILTERS)}
        />
      ) : (
        <ResultsList items={visible} onChoose={onChoose} label={t('results.listLabel')} />
      )}
    </FilteredResults>
  );
}
