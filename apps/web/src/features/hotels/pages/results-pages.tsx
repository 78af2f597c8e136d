import { lazy } from 'react';
import { HotelResultsFrame } from '../components/results-frame';

// Each mode's results cannot show before the search answers: the route requests their chunk
// as soon as this module is in (preload*), so it arrives while the search is in flight. The
// two pages share one module with their frame: no page chunk of its own to fetch.
const once = <T,>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
};

/** Filters, sort, cards and paging of /hotels. */
export const preloadListResults = once(() => import('../components/list-results'));
/** The side list, filters and the map frame of /hotels/map (the map itself loads from there). */
export const preloadMapResults = once(() => import('../components/map/map-results'));

const ListResults = lazy(async () => ({ default: (await preloadListResults()).ListResults }));
const MapResults = lazy(async () => ({ default: (await preloadMapResults()).MapResults }));

/** /hotels (HotelList, spec part 2 §2): the results frame with the cards and paging. */
export function HotelListPage() {
  return (
    <HotelResultsFrame mode="list">
      {({ result, stay, state, onChange, updating }) => (
        <ListResults
          result={result}
          stay={stay}
          state={state}
          onChange={onChange}
          updating={updating}
        />
      )}
    </HotelResultsFrame>
  );
}

/** /hotels/map (HotelListMapMode, spec part 2 §2): the list's results frame on a map. */
export function HotelMapPage() {
  return <HotelResultsFrame mode="map">{(view) => <MapResults {...view} />}</HotelResultsFrame>;
}
