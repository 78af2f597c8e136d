import { useCallback, useEffect, useRef, useState } from 'react';
import type { FlightOffer, PrebookResult } from '@travel/contracts/flights';
import {
  isDraftExpired,
  saveBookingDraft,
  type BookingDraft,
} from '../../../products/flight/booking-draft';
import { prebook } from '../api/prebook';
import type { MovedPrice } from './book-errors';

export interface Quote {
  offer: FlightOffer;
  brandId: string;
}

export type GoneReason = 'expired' | 'soldOut' | 'cabinChanged';

/**
 * The fare being booked, kept current through `POST /api/Prebooking`: on arrival and on each
 * brand change. A moved price waits in `change` until the traveller accepts it (issue §4: "the
 * page shows the new price and asks before going on"); accepted, it becomes the quote and the
 * draft, so a reload books the price that was agreed.
 */
export function useReprice(draft: BookingDraft | null) {
  const [quote, setQuote] = useState<Quote | null>(() =>
    draft ? { offer: draft.offer, brandId: draft.brandId } : null,
  );
  const [pending, setPending] = useState(false);
  const [change, setChange] = useState<PrebookResult | null>(null);
  const [gone, setGone] = useState<GoneReason | null>(() =>
    draft && isDraftExpired(draft) ? 'expired' : null,
  );
  const [error, setError] = useState<unknown>(null);
  const latest = useRef(0);

  const accept = useCallback(
    (result: PrebookResult) => {
      // The same fare again (the usual answer on arrival) keeps the quote, so the page's
      // itinerary and summary need not render again.
      setQuote((current) =>
        current?.brandId === result.brandId &&
        JSON.stringify(current.offer) === JSON.stringify(result.offer)
          ? current
          : { offer: result.offer, brandId: result.brandId },
      );
      setChange(null);
      if (draft) saveBookingDraft({ ...draft, offer: result.offer, brandId: result.brandId });
    },
    [draft],
  );

  /**
   * `moved`: the totals a 1059 booking reply sent. The booking saw a new price even when the
   * re-price call, a moment later, quotes the offer as unchanged (seats sold in between): the
   * traveller is asked with the booking's figures all the same.
   */
  const reprice = useCallback(
    async (brandId: string, moved?: MovedPrice | null) => {
      const current = quote;
      if (!current) return;
      const call = ++latest.current;
      setPending(true);
      setError(null);
      try {
        const result = await prebook({ offerId: current.offer.offerId, brandId });
        if (call !== latest.current) return;
        if (result.priceChanged) setChange(result);
        else if (moved && moved.total !== moved.previousTotal) {
          setChange({ ...result, priceChanged: true, ...moved });
        } else accept(result);
      } catch (caught) {
        // The error words load with the first failure, not with /book.
        const { bookErrorAction } = await import('./book-errors');
        const action = await bookErrorAction(caught);
        if (call !== latest.current) return;
        if (action.kind === 'gone') setGone(action.reason);
        else setError(caught);
      } finally {
        if (call === latest.current) setPending(false);
      }
    },
    [quote, accept],
  );

  // Re-price once on arrival: the search result may be up to 30 minutes old.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !draft || gone) return;
    started.current = true;
    void reprice(draft.brandId);
  }, [draft, gone, reprice]);

  return {
    quote,
    pending,
    change,
    gone,
    error,
    reprice,
    acceptChange: () => (change ? accept(change) : undefined),
    markGone: setGone,
  };
}
