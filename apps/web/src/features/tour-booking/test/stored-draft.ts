import { writeDraft } from '../lib/book-draft';
import { parseRooms } from '../lib/book-query';
import { filled } from './filled-values';
import { DEPARTURE_DATE, TOUR_ID } from './tour-fixtures';

/**
 * Stores the booking draft of two adults in one room on the fixture tour's departure, every
 * field filled in (as the form keeps it across a reload and hands it to the confirm page).
 * `expectedTotal`: the price the booker last saw, in cents.
 */
export function storeFilledDraft(expectedTotal: number) {
  const values = filled();
  values.rooms = parseRooms('2-0');
  values.tourists = values.tourists.filter(
    (tourist) => tourist.room === 'r1' && tourist.type === 'adult',
  );
  writeDraft({
    kind: 'tour',
    id: TOUR_ID,
    departure: { tourid: TOUR_ID, packageID: `${TOUR_ID}-${DEPARTURE_DATE}`, cttq: DEPARTURE_DATE },
    values,
    expectedTotal,
  });
}
