import { lazy, Suspense } from 'react';
import { withPaymentWords } from '../../../components/payment/payment-words';
import type * as BookForExports from '../../../components/book-for/book-for';
import type { BookingForm } from '../lib/use-booking-form';
import { loadPlaceOrder } from '../lib/use-book-submit';

/**
 * The parts of /book a traveller meets only later or rarely, each loaded when needed (issue 10:
 * the first visit loads the form and nothing else): the order's steps after booking (seats and
 * extras, payment), the progress dialog, the price-changed dialog, the panel of a gone offer,
 * the empty state, the groups to check and the error boxes, and the agents' "book for" choice
 * and balance.
 */
const loadOrderSteps = () => import('./book-order-page');
const loadGroupsAlert = () => import('../components/groups-alert');
const loadErrorBox = () => import('../../../components/error-box');
const loadProgress = () => import('../../../components/payment/payment-progress');

export const BookOrderSteps = lazy(() =>
  loadOrderSteps().then((module) => ({ default: module.BookOrderSteps })),
);
export const NothingToBook = lazy(() =>
  import('../components/nothing-to-book').then((module) => ({ default: module.NothingToBook })),
);
export const PaymentProgress = lazy(() =>
  loadProgress().then((module) => ({ default: module.PaymentProgress })),
);
export const PriceChangedDialog = lazy(() =>
  import('../../../components/price-changed-dialog').then((module) => ({
    default: module.PriceChangedDialog,
  })),
);
export const OfferGonePanel = lazy(() =>
  import('../components/offer-gone-panel').then((module) => ({ default: module.OfferGonePanel })),
);
export const GroupsAlert = lazy(() =>
  loadGroupsAlert().then((module) => ({ default: module.GroupsAlert })),
);
export const ErrorBox = lazy(() => loadErrorBox().then((module) => ({ default: module.ErrorBox })));
export const SavedTravellersQuery = lazy(() =>
  import('../components/saved-travellers-query').then((module) => ({
    default: module.SavedTravellersQuery,
  })),
);
/** The agency balance beside the review's price (agents only: nobody else downloads it). */
export const AgentBalanceNote = lazy(() =>
  import('../../../components/agent-balance/agent-balance-note').then((module) => ({
    default: module.AgentBalanceNote,
  })),
);
const loadBookFor = () => import('../../../components/book-for/book-for');
const LazyBookFor = lazy(() => loadBookFor().then((module) => ({ default: module.BookFor })));
let bookForLoaded: typeof BookForExports.BookFor | null = null;

/**
 * Agents choose whom they book for above the travellers: for a signed-in agent the route loads
 * it with the page, so the first render draws it and nothing below moves.
 */
export async function loadBookForWithPage(): Promise<void> {
  bookForLoaded = (await loadBookFor()).BookFor;
}

export function BookFor(props: { form: BookingForm; role: number }) {
  const Loaded = bookForLoaded;
  if (Loaded) return <Loaded {...props} />;
  return (
    <Suspense fallback={null}>
      <LazyBookFor {...props} />
    </Suspense>
  );
}

/** A prefetch that fails is left to the `lazy` import that needs it (it tries again). */
const prefetch = (load: () => Promise<unknown>) => void load().catch(() => undefined);

/** Submitting is when the traveller is about to need the progress dialog. */
export function preloadAfterSubmit(): void {
  prefetch(loadProgress);
}

/** A valid form is about to be booked: paying now, the order's steps load while it books. */
export function preloadOrderSteps(): void {
  prefetch(loadOrderSteps);
}

/**
 * The form's rules, checked on submit, with the payment words their card messages use: a
 * submit can come before the payment section has loaded them.
 */
export const loadValidation = () => withPaymentWords(import('../lib/validate-booking'));

/**
 * The form's first use: what a submit needs at once (the rules, the booking call, the groups to
 * check, an error).
 */
export function preloadOnFirstUse(): void {
  prefetch(loadValidation);
  prefetch(loadPlaceOrder);
  prefetch(loadGroupsAlert);
  prefetch(loadErrorBox);
}
