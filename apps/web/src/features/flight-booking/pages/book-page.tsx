import { lazy, memo, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate, useSearchParams } from '../../../lib/router';
import { isAgentType } from '@travel/contracts/roles';
import { PAYMENT_WINDOW_MINUTES } from '@travel/contracts/constants';
import { travelDocumentsRequired } from '@travel/contracts/travel-documents';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';
import { readBookingDraft, type BookingDraft } from '../../../products/flight/booking-draft';
import { Price } from '../../../components/price';
import { useErrorText } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import type { SavedTravellers } from '../components/saved-travellers-query';
import { BookHeading, type BookStep } from '../components/book-heading';
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
import { bookedStepOf, bookOrderPath } from '../lib/book-steps';
import { priceBreakdown } from '../lib/price-lines';
import { firstTravelDate, lastTravelDate, partyOf } from '../lib/traveller-kind';
import { useBookSubmit } from '../lib/use-book-submit';
import { useBookingForm } from '../lib/use-booking-form';
import { BookColumns } from '../lib/book-columns';
import { useLowerSections } from '../../../lib/use-lower-sections';
import { useReprice } from '../lib/use-reprice';
import type { BookingGroup } from '../lib/validate-booking';
import { preloadSelect } from '../../../components/lazy-select/lazy-select';
import {
  AgentBalanceNote,
  BookFor,
  BookOrderSteps,
  ErrorBox,
  GroupsAlert,
  NothingToBook,
  OfferGonePanel,
  PaymentProgress,
  PriceChangedDialog,
  SavedTravellersQuery,
  loadValidation,
  preloadAfterSubmit,
  preloadOnFirstUse,
  preloadOrderSteps,
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

// Contact, invoice, terms and timing: half the form's fields, below the first screen; they load
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

const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/** The card is asked on the payment step, once the order exists (issue 13 §2), not here. */
const withoutCard = (errors: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => !path.startsWith('card.')));

/** /book's frame on every step: the heading, where the traveller is, and the step itself. */
function BookFrame({ step, children }: { step: BookStep | null; children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <BookHeading step={step} />
        {children}
      </Stack>
    </Container>
  );
}

/**
 * /book (spec part 1 §2–§5, issue 13 §2), in three steps. (1) The draft's itinerary and fare,
 * brand choice, one form per traveller, contact, invoice details for /flights-invoice, terms,
 * pay now or reserve: submitting creates the order (its number shown and mailed at once).
 * Paying now, the order's own steps follow on `/book?order=…`: (2) seats and extras, skippable,
 * then (3) the payment, where "Pay" pays. A reload or a reopened tab resumes the order at its
 * step (the URL, or the draft that now points at the order); /book with nothing to book says so.
 */
export function BookPage() {
  const { t } = useTranslation('flight-booking');
  const [params] = useSearchParams();
  usePageTitle(t('title'));
  const orderNo = params.get('order')?.trim();
  const draft = readBookingDraft();

  if (orderNo) {
    const step = bookedStepOf(params.get('step'));
    return (
      <BookFrame step={step}>
        <Suspense fallback={null}>
          <BookOrderSteps orderNo={orderNo} step={step} />
        </Suspense>
      </BookFrame>
    );
  }
  if (draft?.order)
    return <Navigate to={bookOrderPath(draft.order.orderNo, draft.order.step)} replace />;
  if (!draft) {
    return (
      <BookFrame step={null}>
        <Suspense fallback={null}>
          <NothingToBook />
        </Suspense>
      </BookFrame>
    );
  }
  // A new draft (another fare chosen) is a new form.
  return <BookForm key={draft.savedAt} initialDraft={draft} />;
}

/** Step 1: the draft's trip, the travellers, contact and terms; submitting books. */
function BookForm({ initialDraft }: { initialDraft: BookingDraft }) {
  const { t } = useTranslation('flight-booking');
  const errorText = useErrorText('flight-booking');
  const navigate = useNavigate();
  const session = useSession();
  const [draft] = useState(initialDraft);
  const repricing = useReprice(draft);
  const { submit, progress } = useBookSubmit();
  const [saved, setSaved] = useState<SavedTravellers>({ data: undefined, error: null });
  const [groups, setGroups] = useState<BookingGroup[]>([]);
  const [groupCodes, setGroupCodes] = useState<string[]>([]);
  const [bookError, setBookError] = useState<unknown>(null);
  const [priceDialogUsed, setPriceDialogUsed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // The first flagged field takes the focus once the render that flags it is on screen.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstInvalid = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const lower = useLowerSections();

  const party = useMemo(() => partyOf(draft), [draft]);
  const travellers = party.adults + party.children + party.infants;
  const isAgent = isAgentType(session?.user.role);
  const quote = repricing.quote;
  const context = useMemo(
    () => ({
      adults: draft.adults,
      children: draft.children,
      firstTravelDate: quote ? firstTravelDate(quote.offer) : '',
      lastTravelDate: quote ? lastTravelDate(quote.offer) : '',
      invoice: draft.invoice,
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
  if (!quote) return <Navigate to="/" replace />;
  const brand = quote.offer.brands.find((item) => item.brandId === quote.brandId);

  /** Mantine's `onSubmit` with the rules loaded first: the same errors, set at the same moment. */
  const checkAndSubmit = async () => {
    const { validateBooking, groupsOf } = await loadValidation();
    const values = form.getValues();
    const errors = withoutCard(validateBooking(values, context, t).errors);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) onInvalid(groupsOf(errors));
    else await onValid(values);
  };

  const onInvalid = (invalid: BookingGroup[]) => {
    setGroups(invalid);
    setGroupCodes([]);
    focusFirstInvalid();
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
    if (values.timing === 'now') preloadOrderSteps();
    const failed = await submit(body);
    if (!failed) return;
    const { action, error } = failed;
    if (action.kind === 'reprice') void repricing.reprice(quote.brandId, action.moved);
    else if (action.kind === 'gone') repricing.markGone(action.reason);
    else if (action.kind === 'emailCode') {
      form.setFieldError('contact.emailCode', errorText(error));
      focusFirstInvalid();
    } else if (action.kind === 'fields') {
      form.setErrors(action.fields);
      const { groupsOf } = await loadValidation();
      setGroups(groupsOf(action.fields));
      focusFirstInvalid();
    } else if (action.kind === 'group') {
      setGroups([action.group]);
      setGroupCodes([action.code]);
    } else setBookError(error);
  };

  const content = () => {
    if (repricing.gone) {
      return <OfferGonePanel reason={repricing.gone} searchUrl={draft.searchUrl} />;
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
        <BookColumns
          main={
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
                    party={party}
                    firstTravelDate={context.firstTravelDate}
                    documents={context.documents}
                    saved={session && saved.data ? saved.data : undefined}
                  />
                ))}
              </Stack>
              <Suspense fallback={<LowerFrame />}>
                {lower.shown ? (
                  <LowerSections form={form} invoice={draft.invoice} />
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
              <Stack gap={6}>
                <Group justify="space-between" gap="sm" wrap="nowrap">
                  {/* On a phone the price details are far below: the total sits by the button. */}
                  {brand ? (
                    <Stack gap={0} hiddenFrom="md">
                      <Text size="sm" c="gray.7">
                        {t('price.total')}
                      </Text>
                      <Price
                        amountMinor={
                          priceBreakdown(brand, party.adults, party.children, party.infants).total
                        }
                        currency="USD"
                        fw={700}
                        size="lg"
                      />
                    </Stack>
                  ) : null}
                  <Button
                    type="submit"
                    size="lg"
                    disabled={repricing.pending || !brand}
                    loading={progress !== null}
                    ml="auto"
                    // Two lines rather than a cut label beside the total on a phone.
                    h="auto"
                    mih={50}
                    py={8}
                    styles={WRAPPING_LABEL}
                  >
                    {form.values.timing === 'reserve' ? t('submit.reserve') : t('submit.payNow')}
                  </Button>
                </Group>
                <Text size="sm" c="gray.7" ta={{ base: 'left', md: 'right' }}>
                  {form.values.timing === 'reserve'
                    ? t('submit.reserveHint')
                    : t('submit.payNowHint', { minutes: PAYMENT_WINDOW_MINUTES })}
                </Text>
              </Stack>
            </Stack>
          }
          side={
            <Stack
              gap="md"
              style={{ position: 'sticky', top: 'calc(var(--header-height) + 16px)' }}
            >
              {brand ? (
                <Summary
                  brand={brand}
                  adults={party.adults}
                  children={party.children}
                  infants={party.infants}
                />
              ) : null}
              {/* The method is chosen on the payment step: the balance alone, no "after". */}
              {isAgent ? (
                <Suspense fallback={null}>
                  <AgentBalanceNote stage="beforePaying" />
                </Suspense>
              ) : null}
            </Stack>
          }
        />
      </form>
    );
  };

  return (
    <BookFrame step="details">
      <Suspense fallback={null}>{content()}</Suspense>
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
    </BookFrame>
  );
}
