import type { TourRegion } from '@travel/contracts/tours';
import type { MockReply } from '../../../../test/mock-api';

/** A tour call's success (spec part 2 §9: code 1000). */
export const tourOk = (data: unknown): MockReply => ({
  status: 200,
  body: { code: 1000, msg: 'success', data },
});

/** The destination tree as `GET /api/list` answers it (typed by the contract). */
export const world: TourRegion[] = [
  {
    code: 'EU',
    name: 'Europe',
    count: 24,
    areas: [
      { code: 'FR', name: 'France', count: 6 },
      { code: 'IT', name: 'Italy', count: 5 },
    ],
  },
  {
    code: 'AS',
    name: 'Asia',
    count: 18,
    areas: [{ code: 'JP', name: 'Japan', count: 4 }],
  },
];
