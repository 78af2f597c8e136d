import { lazy } from 'react';
import { HotelResultsFrame } from '../components/results-frame';

// Filters, sort, cards and paging cannot show before the search answers: their chunk is
// requested as this page loads and arrives while the search is in flight.
const listResults = import('./list-results');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void listResults.catch(() => undefined);
const ListResults = lazy(async () => ({ default: (await listResults).ListResults }));

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
