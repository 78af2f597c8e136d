import { lazy, Suspense, type ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { IconBuildingOff, IconCalendarX } from '@tabler/icons-react';
import { MAX_HOTEL_NIGHTS } from '@travel/contracts/hotel-rules';
import type { HotelSearchResult } from '@travel/contracts/hotels';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { activeFilterCount, type ListState } from '../lib/list-state';
import type { Stay } from '../../../products/hotel/hotel-stay';
import { placeName } from '../lib/summary-text';
import { useHotelResults } from '../lib/use-hotel-results';
import { ResultsSkeleton } from './results-skeleton';
import { SearchSummary } from './search-summary';

// Only a bad link, a failed search or an empty one needs these: not in the pages' first load.
const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));

/** What a results view is handed once the search has answered. */
export interface HotelResultsView {
  result: HotelSearchResult;
  stay: Stay;
  state: ListState;
  onChange: (next: ListState) => void;
  updating: boolean;
  place: string;
}

/**
 * The frame of /hotels and /hotels/map (spec part 2 §2, one frame since issue 11): the search
 * summary, then a bad link, a failed or empty search in words, the skeleton while the search is
 * in flight, and the mode's own results (cards and paging, or the side list and the map).
 */
export function HotelResultsFrame({
  mode,
  children,
}: {
  mode: 'list' | 'map';
  children: (view: HotelResultsView) => ReactNode;
}) {
  const { t } = useTranslation('hotels');
  const { params, search, datesProblem, state, setState, query } = useHotelResults(mode);
  const place = search ? placeName(search) : '';
  usePageTitle(
    search
      ? t('summary.near', { place })
      : t(mode === 'map' ? 'results.mapTitle' : 'results.title'),
  );
  const skeleton = <ResultsSkeleton mode={mode} />;

  const results = () => {
    if (search === null) {
      return (
        <Suspense fallback={null}>
          <EmptyState
            icon={<IconBuildingOff size={28} />}
            title={t('results.invalidTitle')}
            text={t('results.invalidText')}
          />
        </Suspense>
      );
    }
    if (datesProblem) {
      const problem =
        datesProblem === 'tooLong'
          ? t('form.tooLong', { max: MAX_HOTEL_NIGHTS })
          : t('form.checkOutBeforeCheckIn');
      return (
        <Suspense fallback={null}>
          <EmptyState
            icon={<IconCalendarX size={28} />}
            title={t('results.datesTitle')}
            text={t('results.datesText', { problem })}
          />
        </Suspense>
      );
    }
    if (query.isError) {
      return (
        <Suspense fallback={null}>
          <ErrorBox error={query.error} ns="hotels" onRetry={() => void query.refetch()} />
        </Suspense>
      );
    }
    if (query.data && query.data.total === 0 && activeFilterCount(state) === 0) {
      return (
        <Suspense fallback={null}>
          <EmptyState
            icon={<IconBuildingOff size={28} />}
            title={t('results.emptyTitle')}
            text={t('results.emptyText')}
          />
        </Suspense>
      );
    }
    if (!query.data) return skeleton;
    return (
      <Suspense fallback={skeleton}>
        {children({
          result: query.data,
          stay: search,
          state,
          onChange: setState,
          updating: query.isPlaceholderData,
          place,
        })}
      </Suspense>
    );
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SearchSummary
          key={search ? JSON.stringify(search) : ''}
          search={search}
          startOpen={datesProblem !== null}
          mode={mode}
          params={params}
        />
        {results()}
      </Stack>
    </Container>
  );
}
