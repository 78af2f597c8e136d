import type { TourKind } from '@travel/contracts/tours';
import type { BookDeparture, TourBookValues } from './book-values';
import { tabStore } from '../../../lib/storage';

/**
 * What /book/{id} hands /book/{id}/confirm: the departure, the values and the price the page
 * showed. Kept in sessionStorage (it dies with the tab; names and dates of birth never go into a
 * URL) under one key per tour, so a reload of either page keeps what was typed.
 */
export interface BookDraft {
  kind: TourKind;
  id: string;
  departure: BookDeparture;
  values: TourBookValues;
  /** The consumer total the page showed (SaveOrder's `expectedTotal`). */
  expectedTotal: number;
}

const keyOf = (kind: TourKind, id: string) => `tourBookDraft:${kind}:${id}`;

const isDraft = (value: unknown, kind: TourKind, id: string): value is BookDraft =>
  typeof value === 'object' &&
  value !== null &&
  (value as BookDraft).kind === kind &&
  (value as BookDraft).id === id &&
  typeof (value as BookDraft).expectedTotal === 'number' &&
  typeof (value as BookDraft).values === 'object' &&
  Array.isArray((value as BookDraft).values?.tourists) &&
  typeof (value as BookDraft).departure?.packageID === 'string';

export function readDraft(kind: TourKind, id: string): BookDraft | null {
  try {
    const parsed: unknown = JSON.parse(tabStore()?.getItem(keyOf(kind, id)) ?? 'null');
    return isDraft(parsed, kind, id) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft(draft: BookDraft): void {
  try {
    tabStore()?.setItem(keyOf(draft.kind, draft.id), JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the confirm page then sends the traveller back to the form.
  }
}

export function clearDraft(kind: TourKind, id: string): void {
  try {
    tabStore()?.removeItem(keyOf(kind, id));
  } catch {
    // Nothing to clear.
  }
}
