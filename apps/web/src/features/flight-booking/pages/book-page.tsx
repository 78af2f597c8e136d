import { lazy, memo, Suspense, useMemo, useRef, useState } from 'react';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { Button, Container, Grid, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate } from 'react-router';
import { isAgentType } from '@travel/contracts/roles';
import { travelDocumentsRequired } from '@travel/contracts/travel-documents';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';
import { readBookingDraft } from '../../../products/flight/booking-draft';
import { useErrorText } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import type { SavedTravellers } from '../components/saved-travellers-query';
import { BookHeading } from '../components/book-heading';
import { FareBrands } from '../components/fare-brands';
import { PassengerForm } from '../components/passenger-form';
import { PriceSummary } from '../components/price-summary';
import {
  bookBodyOf,
  initialBookingValues,
  takenElsewhere,
  type BookingValues,
} from '../lib/booking-values';
import { errorsUnder, formSection } from '../lib/form-section';
import { firstTravelDate, lastTravelDate } from '../lib/traveller-kind';
import { useBookSubmit, type PaymentChoice } from '../lib/use-book-submit';
import { useBookingForm } from '../lib/use-booking-form';
import { useLowerSections } from '../lib/use-lower-sections';
import { useReprice } from '../lib/use-reprice';
import type { BookingGroup } from '../lib/validate-booking';
import { preloadSelect } from '../../../components/lazy-select/lazy-select';
import {
  BookFor,
  ErrorBox,
  ExtrasBeforePay,
  GroupsAlert,
  OfferGonePanel,
  PayFailedPanel,
  PaymentProgress,
  PriceChangedDialog,
  SavedTravellersQuery,
  loadValidation,
  preloadAfterSubmit,
  preloadOnFirstUse,
} from './book-page-later';

// For the route: a signed-in agent's "book for" choice loads with the page (book-page-later).
export { loadBookForWithPage } from './book-page-later';

// Sections re-render when what they show changes, not on every re-render of the page (the
// re-price on arrival, a query, a keystroke in another section): issue 10, blocking time.
const Passenger = formSection(PassengerForm);
const Itinerary = memo(FlightItinerary);
const Summary = memo(PriceSummary);

const localToday = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

// Contact, invoice, terms and payment: half the form's fields, below the first screen; they load
// on the form's first focus or when scrolled near (lib/use-lower-sections), not with the page.
const LowerSections = lazy(() => import('./book-page-lower'));

/**
 * Where the lower sections will be, until they are: at least a screen high, so the submit
 * button and the footer stay below the viewport and nothing the traveller sees moves when
 * the sections (far taller than a screen) take its place.
 */
function LowerFrame({ frameRef }: { frameRef?: (element: HTMLElement | null) => void }) {
  return <div ref={frameRef} style={{ minHeight: '100vh' }} />;
}

/**
 * /book (spec part 1 §2–§5, issue §4): the draft's itinerary and fare, brand choice, one form per
 * traveller, contact, invoice details for /flights-invoice, terms, pay now or reserve, and the
 * payment form; then booking with the progress messages and the result page.
 */
export function BookPage() {
  const { t } = useTranslation('flight-booking');
  const errorText = useErrorText('flight-booking');
  const navigate = useNavigate();
  const session = useSession();
  const [draft] = useState(readBookingDraft);
  const repricing = useReprice(draft);
  const { submit, progress, payFailure, pending, payPending } = useBookSubmit();
  const [saved, setSaved] = useState<SavedTravellers>({ data: undefined, error: null });
  const [groups, setGroups] = useState<BookingGroup[]>([]);
  const [groupCodes, setGroupCodes] = useState<string[]>([]);
  const [bookError, setBookError] = useState<unknown>(null);
  const [priceDialogUsed, setPriceDialogUsed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const lower = useLowerSections();
  usePageTitle(t('title'));

  const travellers = (draft?.adults ?? 1) + (draft?.children ?? 0);
  const isAgent = isAgentType(session?.user.role);
  const quote = repricing.quote;
  const context = useMemo(
    () => ({
      adults: draft?.adults ?? 1,
      firstTravelDate: quote ? firstTravelDate(quote.offer) : '',
      lastTravelDate: quote ? lastTravelDate(quote.offer) : '',
      invoice: draft?.invoice ?? false,
      isAgent,
      documents: quote ? travelDocumentsRequired(quote.offer.trips) : true,
      today: localToday(),
    }),
    [draft, quote, isAgent],
  );

  // The rules are checked on submit only, so they load then (prefetched on the form's first
  // focus): validateBooking, not Mantine's `validate`, which must be at hand on the first render.
  const form = useBookingForm(() =>
    initialBookingValues(travellers, {
      name: session?.user.name ?? '',
      email: session?.user.email ?? '',
    }),
  );

  if (repricing.change && !priceDialogUsed) setPriceDialogUsed(true);
  if (!draft || !quote) return <Navigate to="/" replace />;
  const brand = quote.offer.brands.find((item) => item.brandId === quote.brandId);

  /** Mantine's `onSubmit` with the rules loaded first: the same errors, set at the same moment. */
  const checkAndSubmit = async () => {
    const { validateBooking } = await loadValidation();
    const values = form.getValues();
    const { errors, groups: invalid } = validateBooking(values, context, t);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) onInvalid(invalid);
    else await onValid(values);
  };

  const onInvalid = (invalid: BookingGroup[]) => {
    setGroups(invalid);
    setGroupCodes([]);
    focusFirstInvalid(formRef.current);
  };

  const onValid = async (values: BookingValues) => {
    setGroups([]);
    setGroupCodes([]);
    setBookError(null);
    const body = bookBodyOf(
      values,
      { offerId: quote.offer.offerId, brandId: quote.brandId, invoice: draft.invoice },
      isAgent,
    );
    const email = body.contact.email;
    // The card rules came with the validation (loadValidation), so this import is at hand.
    const { cardPaymentOf } = await import('../../../components/payment/card-values');
    const payment: PaymentChoice | null =
      values.timing === 'reserve'
        ? null
        : values.payMethod === 'balance' && isAgent
          ? { method: 'balance', email }
          : { method: 'card', card: cardPaymentOf(values.card), email };
    const failed = await submit(body, payment);
    if (!failed) return;
    const { action, error } = failed;
    if (action.kind === 'reprice') void repricing.reprice(quote.brandId, action.moved);
    else if (action.kind === 'gone') repricing.markGone(action.reason);
    else if (action.kind === 'emailCode') {
      form.setFieldError('contact.emailCode', errorText(error));
      focusFirstInvalid(formRef.current);
    } else if (action.kind === 'fields') {
      form.setErrors(action.fields);
      const { groupsOf } = await loadValidation();
      setGroups(groupsOf(action.fields));
      focusFirstInvalid(formRef.current);
    } else if (action.kind === 'group') {
      setGroups([action.group]);
      setGroupCodes([action.code]);
    } else setBookError(error);
  };

  const content = () => {
    if (repricing.gone) {
      return <OfferGonePanel reason={repricing.gone} searchUrl={draft.searchUrl} />;
    }
    if (payFailure) {
      return <PayFailedPanel {...payFailure} signedIn={session !== null} />;
    }
    if (pending) {
      return (
        <ExtrasBeforePay
          // A member's token opens the order; a visitor proves it with the booking email.
          orderRef={{ orderNo: pending.orderNo, email: session ? undefined : pending.email }}
          deadlineAt={pending.deadlineAt}
          paying={progress !== null}
          onPay={() => void payPending()}
        />
      );
    }
    return (
      <form
        ref={formRef}
        noValidate
        // The first focus loads the dropdowns; a submit, what comes after it.
        onFocus={() => {
          lower.show();
          void preloadSelect();
          preloadOnFirstUse();
        }}
        onSubmit={(event) => {
          event.preventDefault();
          lower.show();
          preloadAfterSubmit();
          void checkAndSubmit();
        }}
      >
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Stack gap="sm" component="section" aria-labelledby="book-flight-heading">
                <Title order={2} size="h3" id="book-flight-heading">
                  {t('sections.flight')}
                </Title>
                <Itinerary trips={quote.offer.trips} tripType={draft.tripType} />
              </Stack>
              {quote.offer.brands.length > 1 ? (
                <FareBrands
                  brands={quote.offer.brands}
                  value={quote.brandId}
                  disabled={repricing.pending}
                  onChange={(brandId) => void repricing.reprice(brandId)}
                />
              ) : null}
              {repricing.error ? (
                <Suspense fallback={null}>
                  <ErrorBox
                    error={repricing.error}
                    ns="flight-booking"
                    onRetry={() => void repricing.reprice(quote.brandId)}
                  />
                </Suspense>
              ) : null}
              {isAgent && session ? <BookFor form={form} role={session.user.role} /> : null}
              <Stack gap="md" component="section" aria-labelledby="book-travellers-heading">
                <Title order={2} size="h3" id="book-travellers-heading">
                  {t('sections.travellers')}
                </Title>
                {session ? (
                  <Suspense fallback={null}>
                    <SavedTravellersQuery onChange={setSaved} form={form} />
                  </Suspense>
                ) : null}
                {saved.error ? (
                  <Suspense fallback={null}>
                    <ErrorBox error={saved.error} ns="flight-booking" />
                  </Suspense>
                ) : null}
                {form.values.passengers.map((passenger, index) => (
                  <Passenger
                    key={index}
                    watch={[
                      passenger,
                      [...takenElsewhere(form.values.passengers, index)].join(),
                      errorsUnder(form.errors, `passengers.${index}.`),
                    ]}
                    form={form}
                    index={index}
                    adults={draft.adults}
                    firstTravelDate={context.firstTravelDate}
                    documents={context.documents}
                    saved={session && saved.data ? saved.data : undefined}
                  />
                ))}
              </Stack>
              <Suspense fallback={<LowerFrame />}>
                {lower.shown ? (
                  <LowerSections form={form} invoice={draft.invoice} isAgent={isAgent} />
                ) : (
                  <LowerFrame frameRef={lower.frameRef} />
                )}
              </Suspense>
              {groups.length > 0 ? (
                <Suspense fallback={null}>
                  <GroupsAlert groups={groups} codes={groupCodes} />
                </Suspense>
              ) : null}
              {bookError ? (
                <Suspense fallback={null}>
                  <ErrorBox error={bookError} ns="flight-booking" />
                </Suspense>
              ) : null}
              <Button
                type="submit"
                size="lg"
                disabled={repricing.pending || !brand}
                loading={progress !== null}
              >
                {form.values.timing === 'reserve' ? t('submit.reserve') : t('submit.payNow')}
              </Button>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <div style={{ position: 'sticky', top: 80 }}>
              {brand ? (
                <Summary brand={brand} adults={draft.adults} children={draft.children} />
              ) : null}
            </div>
          </Grid.Col>
        </Grid>
      </form>
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BookHeading />
        <Suspense fallback={null}>{content()}</Suspense>
      </Stack>
      <Suspense fallback={null}>
        {progress ? <PaymentProgress state={progress} opened /> : null}
        {/* Loaded the first time a price moves, then kept so it closes with its transition. */}
        {priceDialogUsed || repricing.change ? (
          <PriceChangedDialog
            ns="flight-booking"
            opened={repricing.change !== null}
            previousTotal={repricing.change?.previousTotal ?? 0}
            total={repricing.change?.total ?? 0}
            onAccept={repricing.acceptChange}
            onDecline={() => void navigate(draft.searchUrl || '/')}
          />
        ) : null}
      </Suspense>
    </Container>
  );
}
