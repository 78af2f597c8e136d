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

// The side list, filters and the map frame arrive while the search is in flight; the map
// itself loads from there, so this page's first load carries no map code.
const mapResults = import('./map-results');
void mapResults.catch(() => undefined);
const MapResults = lazy(async () => ({ default: (await mapResults).MapResults }));

const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));

/** /hotels/map (HotelListMapMode, spec part 2 §2): the list's search and filters on a map. */
export function HotelMapPage() {
  const { t } = useTranslation('hotels');
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
