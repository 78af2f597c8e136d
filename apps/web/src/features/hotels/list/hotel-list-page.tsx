import { lazy, Suspense } from 'react';
import { Container, Stack } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResultsSkeleton } from '../components/results-skeleton';
import { SearchSummary } from '../components/search-summary';
import { placeName } from '../lib/summary-text';
import { activeFilterCount } from '../lib/list-state';
import { useHotelResults } from '../lib/use-hotel-results';

// Filters, sort, cards and paging cannot show before the search answers: their chunk is
// requested as this page loads and arrives while the search is in flight.
const listResults = import('./list-results');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void listResults.catch(() => undefined);
const ListResults = lazy(async () => ({ default: (await listResults).ListResults }));

const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));

/** /hotels (HotelList, spec part 2 §2). */
export function HotelListPage() {
  const { t } = useTranslation('hotels');
  const { params, search, state, setState, query } = useHotelResults('list');
  usePageTitle(search ? t('summary.near', { place: placeName(search) }) : t('results.title'));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SearchSummary
          key={search ? JSON.stringify(search) : ''}
          search={search}
          mode="list"
          params={params}
        />
        {search === null ? (
          <Suspense fallback={null}>
            <EmptyState
              icon={<IconBuildingOff size={28} />}
              title={t('results.invalidTitle')}
              text={t('results.invalidText')}
            />
          </Suspense>
        ) : query.isError ? (
          <Suspense fallback={null}>
            <ErrorBox error={query.error} ns="hotels" onRetry={() => void query.refetch()} />
          </Suspense>
        ) : query.data && query.data.total === 0 && activeFilterCount(state) === 0 ? (
          <Suspense fallback={null}>
            <EmptyState
              icon={<IconBuildingOff size={28} />}
              title={t('results.emptyTitle')}
              text={t('results.emptyText')}
            />
          </Suspense>
        ) : query.data ? (
          <Suspense fallback={<ResultsSkeleton />}>
            <ListResults
              result={query.data}
              stay={search}
              state={state}
              onChange={setState}
              updating={query.isPlaceholderData}
            />
          </Suspense>
        ) : (
          <ResultsSkeleton />
        )}
      </Stack>
    </Container>
  );
}
