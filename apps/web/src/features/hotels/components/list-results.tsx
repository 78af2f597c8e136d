import { Group, Pagination, Stack } from '@mantine/core';
import { FilteredResults, NoneMatch } from '../../../components/filtered-results';
import { usePhoneLayout } from '../../../components/phone-filters';
import { useTranslation } from '../../../lib/i18n';
import type { HotelSearchResult } from '@travel/contracts/hotels';
import type { Stay } from '../../../products/hotel/hotel-stay';
import { FiltersPanel } from './filters-panel';
import { HotelCard } from './hotel-card';
import { SortSelect } from './sort-select';
import { activeFilterCount, changeFilters, NO_FILTERS, type ListState } from '../lib/list-state';
import classes from './hotels.module.css';

/**
 * Filters beside the cards (in a drawer below 768 px), the sort, one page of 20 hotels and
 * the page links. Every change is a new search written to the URL.
 */
export function ListResults({
  result,
  stay,
  state,
  onChange,
  updating,
}: {
  result: HotelSearchResult;
  stay: Stay;
  state: ListState;
  onChange: (state: ListState) => void;
  /** A new answer is on its way; the cards shown are the previous one's. */
  updating: boolean;
}) {
  const { t } = useTranslation('hotels');
  const phone = usePhoneLayout();
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const first = (result.page - 1) * result.pageSize + 1;
  const panel = <FiltersPanel state={state} priceRange={result.priceRange} onChange={onChange} />;

  const goToPage = (page: number) => {
    onChange({ ...state, page });
    window.scrollTo({ top: 0 });
  };

  return (
    <FilteredResults
      classNames={classes}
      filtersTitle={t('filters.title')}
      filters={panel}
      activeFilters={activeFilterCount(state)}
      showLabel={t('filters.show', { count: result.total })}
      count={
        result.total === 0
          ? t('results.count', { count: 0 })
          : t('results.range', {
              from: first,
              to: first + result.hotels.length - 1,
              total: result.total,
            })
      }
      sort={
        <SortSelect
          value={state.sort}
          onChange={(sort) => onChange(changeFilters(state, { sort }))}
        />
      }
    >
      {result.hotels.length === 0 ? (
        <NoneMatch
          text={t('results.noneMatch')}
          clearLabel={t('filters.clear')}
          onClear={() => onChange({ ...NO_FILTERS, sort: state.sort })}
        />
      ) : (
        <Stack
          gap="sm"
          component="section"
          aria-label={t('results.listLabel')}
          aria-busy={updating}
          style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          {result.hotels.map((hotel) => (
            <HotelCard key={hotel.id} hotel={hotel} stay={stay} />
          ))}
        </Stack>
      )}
      {pages > 1 ? (
        <Group justify="center" component="nav" aria-label={t('results.pages')} pt="sm">
          <Pagination
            total={pages}
            value={result.page}
            onChange={goToPage}
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({
              'aria-label': t(`pagination.${control}`),
            })}
            getItemProps={(page) => ({
              'aria-label': t('pagination.page', { page }),
              'aria-current': page === result.page ? 'page' : undefined,
            })}
          />
        </Group>
      ) : null}
    </FilteredResults>
  );
}
