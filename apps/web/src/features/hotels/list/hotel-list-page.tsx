import { lazy, Suspense, useEffect } from 'react';
import { Container, Stack } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResultsSkeleton } from '../components/results-skeleton';
import { placeName, SearchSummary } from '../components/search-summary';
import { activeFilterCount } from '../lib/list-state';
import { useHotelResults } from '../lib/use-hotel-results';

// What shows after the search answers (the list, filters, sort, cards and paging)
// is requested when the page has committed, beside the search itself (which starts then too):
// requested earlier, it shared the phone's bandwidth and CPU with the first screen (the
// summary, this page's largest paint) and delayed it.
const importListResults = () => import('./list-results');
let listResults: ReturnType<typeof importListResults> | undefined;
function loadListResults() {
  listResults ??= importListResults();
  return listResults;
}
const ListResults = lazy(async () => ({ default: (await loadListResults()).ListResults }));

const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));

/** /hotels (HotelList, spec part 2 §2). */
export function HotelListPage() {
  const { t } = useTranslation('hotels');
  // A failed download is reported where it renders (the error page offers a reload), not twice.
  useEffect(() => void loadListResults().catch(() => undefined), []);
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
