import { lazy } from 'react';
import { HotelResultsFrame } from '../components/results-frame';

// The side list, filters and the map frame arrive while the search is in flight; the map
// itself loads from there, so this page's first load carries no map code.
const mapResults = import('./map-results');
void mapResults.catch(() => undefined);
const MapResults = lazy(async () => ({ default: (await mapResults).MapResults }));

/** /hotels/map (HotelListMapMode, spec part 2 §2): the list's results frame on a map. */
export function HotelMapPage() {
  return <HotelResultsFrame mode="map">{(view) => <MapResults {...view} />}</HotelResultsFrame>;
}
