import { Button, Group, Pagination, Stack, Text } from '@mantine/core';
import { PhoneFilters, usePhoneLayout } from '../../../components/phone-filters';
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
  const active = activeFilterCount(state);
  const panel = <FiltersPanel state={state} priceRange={result.priceRange} onChange={onChange} />;

  const goToPage = (page: number) => {
    onChange({ ...state, page });
    window.scrollTo({ top: 0 });
  };

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
            {result.total === 0
              ? t('results.count', { count: 0 })
              : t('results.range', {
                  from: first,
                  to: first + result.hotels.length - 1,
                  total: result.total,
                })}
          </Text>
          <Group gap="sm" wrap="wrap">
            {phone ? (
              <PhoneFilters
                title={t('filters.title')}
                active={active}
                showLabel={t('filters.show', { count: result.total })}
              >
                {panel}
              </PhoneFilters>
            ) : null}
            <SortSelect
              value={state.sort}
              onChange={(sort) => onChange(changeFilters(state, { sort }))}
            />
          </Group>
        </Group>
        {result.hotels.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <Text>{t('results.noneMatch')}</Text>
            <Button variant="light" onClick={() => onChange({ ...NO_FILTERS, sort: state.sort })}>
              {t('filters.clear')}
            </Button>
          </Stack>
        ) : (
          <Stack
            gap="sm"
            component="section"
            aria-label={t('results.listLabel')}
            aria-busy={updating}
            style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 120ms' }}
          >
            {result.hotels.map((hotel) => (
              <HotelCard
                key={hotel.id}
                hotel={hotel}
                stay={stay}
                distanceFrom={result.center.airport?.name ?? null}
              />
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
      </Stack>
    </div>
  );
}
