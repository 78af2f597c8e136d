import { lazy, Suspense, useEffect } from 'react';
import { Container, Stack } from '@mantine/core';
import { IconBuildingOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResultsSkeleton } from '../components/results-skeleton';
import { placeName, SearchSummary } from '../components/search-summary';
import { activeFilterCount } from '../lib/list-state';
import { useHotelResults } from '../lib/use-hotel-results';

// What shows after the search answers (the list, filters, the map frame: Leaflet loads from there)
// is requested when the page has committed, beside the search itself (which starts then too):
// requested earlier, it shared the phone's bandwidth and CPU with the first screen (the
// summary, this page's largest paint) and delayed it.
const importMapResults = () => import('./map-results');
let mapResults: ReturnType<typeof importMapResults> | undefined;
function loadMapResults() {
  mapResults ??= importMapResults();
  return mapResults;
}
const MapResults = lazy(async () => ({ default: (await loadMapResults()).MapResults }));

const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));

/** /hotels/map (HotelListMapMode, spec part 2 §2): the list's search and filters on a map. */
export function HotelMapPage() {
  const { t } = useTranslation('hotels');
  // A failed download is reported where it renders (the error page offers a reload), not twice.
  useEffect(() => void loadMapResults().catch(() => undefined), []);
  const { params, search, state, setState, query } = useHotelResults('map');
  const place = search ? placeName(search) : '';
  usePageTitle(search ? t('summary.near', { place }) : t('results.mapTitle'));

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SearchSummary
          key={search ? JSON.stringify(search) : ''}
          search={search}
          mode="map"
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
          <Suspense fallback={<ResultsSkeleton mode="map" />}>
            <MapResults
              result={query.data}
              stay={search}
              state={state}
              onChange={setState}
              updating={query.isPlaceholderData}
              place={place}
            />
          </Suspense>
        ) : (
          <ResultsSkeleton mode="map" />
        )}
      </Stack>
    </Container>
  );
}
