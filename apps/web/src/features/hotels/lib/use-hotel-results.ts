import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import { hotelSearchFromParams, stayDatesProblem } from '../../../products/hotel/hotel-stay';
import { notifyError } from '../../../lib/notify';
import { useHotelSearch } from '../api/search-hotels';
import {
  activeFilterCount,
  listStateFromParams,
  searchBody,
  withListState,
  type ListState,
} from './list-state';

/**
 * The search of a /hotels or /hotels/map URL: the stay, the list state (filters, sort, page)
 * and the call. Changing the list state writes the URL, so reload and back show the same page.
 */
export function useHotelResults(mode: 'list' | 'map') {
  const { t } = useTranslation('hotels');
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => hotelSearchFromParams(params), [params]);
  const state = useMemo(() => listStateFromParams(params), [params]);
  // Dates that break a rule are said on the page, not searched (nor mended) behind its back.
  const datesProblem = search ? stayDatesProblem(search.checkIn, search.checkOut) : null;
  const body = useMemo(
    () => (search && !datesProblem ? searchBody(search, state, mode) : null),
    [search, datesProblem, state, mode],
  );
  const query = useHotelSearch(body);

  const setState = useCallback(
    (next: ListState) =>
      setParams((current) => withListState(current, next), { preventScrollReset: true }),
    [setParams],
  );

  // "Search error / No search result!" (spec part 2 §8), once per answer. Filters that leave
  // nothing say so in place instead: the search itself found hotels.
  const toasted = useRef(0);
  const empty = query.isSuccess && !query.isPlaceholderData && query.data.total === 0;
  const unfiltered = activeFilterCount(state) === 0;
  const answeredAt = Math.max(query.dataUpdatedAt, query.errorUpdatedAt);
  useEffect(() => {
    if ((query.isError || (empty && unfiltered)) && toasted.current !== answeredAt) {
      toasted.current = answeredAt;
      notifyError(t('results.toast'));
    }
  }, [query.isError, empty, unfiltered, answeredAt, t]);

  return { params, search, datesProblem, state, setState, query };
}
