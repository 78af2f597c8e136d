import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Container, Grid, List, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { Navigate, useNavigate } from 'react-router';
import { isAgentType } from '@travel/contracts/roles';
import { FlightItinerary } from '../../../components/flight-itinerary/flight-itinerary';
import { ErrorBox } from '../../../components/error-box';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { PaymentProgress } from '../../../components/payment/payment-progress';
import { useCountryOptions } from '../../../lib/countries';
import { readBookingDraft } from '../../../lib/booking-draft';
import { useErrorText } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSavedTravellers } from '../api/saved-travellers';
import { BookFor } from '../../../components/book-for/book-for';
import { BookHeading } from '../components/book-heading';
import { ContactForm } from '../components/contact-form';
import { ExtrasBeforePay } from '../components/extras-before-pay';
import { FareBrands } from '../components/fare-brands';
import { InvoiceForm } from '../components/invoice-form';
import { OfferGonePanel } from '../components/offer-gone-panel';
import { PassengerForm } from '../components/passenger-form';
import { PayFailedPanel } from '../components/pay-failed-panel';
import { PaymentSection } from '../components/payment-section';
import { PriceChangedDialog } from '../../../components/price-changed-dialog';
import { PriceSummary } from '../components/price-summary';
import { TermsAndTiming } from '../components/terms-and-timing';
import { bookBodyOf, initialBookingValues, type BookingValues } from '../lib/booking-values';
import { firstTravelDate, lastTravelDate } from '../lib/traveller-kind';
import { useBookSubmit, type PaymentChoice } from '../lib/use-book-submit';
import { useReprice } from '../lib/use-reprice';
import { cardPaymentOf } from '../../../components/payment/card-values';
import { groupsOf, validateBooking, type BookingGroup } from '../lib/validate-booking';

const localToday = (): string => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

/** Focus the first field the rules flagged, once Mantine has marked it (spec: focus on error). */
function focusFirstError(root: HTMLElement | null): void {
  requestAnimationFrame(() => {
    root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
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
  const saved = useSavedTravellers(session !== null);
  const countries = useCountryOptions();
  const [groups, setGroups] = useState<BookingGroup[]>([]);
  const [groupCodes, setGroupCodes] = useState<string[]>([]);
  const [bookError, setBookError] = useState<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
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
      today: localToday(),
    }),
    [draft, quote, isAgent],
  );

  // The rules read the latest quote's travel dates, not the ones of the first render.
  const contextRef = useRef(context);
  contextRef.current = context;
  const form = useForm<BookingValues>({
    initialValues: initialBookingValues(travellers, {
      name: session?.user.name ?? '',
      email: session?.user.email ?? '',
    }),
    validate: (values) => validateBooking(values, contextRef.current, t).errors,
  });

  if (!draft || !quote) return <Navigate to="/" replace />;
  const brand = quote.offer.brands.find((item) => item.brandId === quote.brandId);

  const onInvalid = (errors: Record<string, unknown>) => {
    setGroups(groupsOf(errors as Record<string, string>));
    setGroupCodes([]);
    focusFirstError(formRef.current);
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
      focusFirstError(formRef.current);
    } else if (action.kind === 'fields') {
      form.setErrors(action.fields);
      setGroups(groupsOf(action.fields));
      focusFirstError(formRef.current);
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
      <form ref={formRef} noValidate onSubmit={form.onSubmit(onValid, onInvalid)}>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Stack gap="sm" component="section" aria-labelledby="book-flight-heading">
                <Title order={2} size="h3" id="book-flight-heading">
                  {t('sections.flight')}
                </Title>
                <FlightItinerary trips={quote.offer.trips} tripType={draft.tripType} />
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
                <ErrorBox
                  error={repricing.error}
                  ns="flight-booking"
                  onRetry={() => void repricing.reprice(quote.brandId)}
                />
              ) : null}
              {isAgent && session ? <BookFor form={form} role={session.user.role} /> : null}
              <Stack gap="md" component="section" aria-labelledby="book-travellers-heading">
                <Title order={2} size="h3" id="book-travellers-heading">
                  {t('sections.travellers')}
                </Title>
                {saved.isError ? <ErrorBox error={saved.error} ns="flight-booking" /> : null}
                {form.values.passengers.map((_, index) => (
                  <PassengerForm
                    key={index}
                    form={form}
                    index={index}
                    adults={draft.adults}
                    firstTravelDate={context.firstTravelDate}
                    saved={session && saved.data ? saved.data : undefined}
                    countries={{ options: countries.options, loading: countries.query.isPending }}
                  />
                ))}
              </Stack>
              <ContactForm form={form} />
              {draft.invoice ? <InvoiceForm form={form} /> : null}
              <TermsAndTiming form={form} />
              {form.values.timing === 'now' ? (
                <PaymentSection form={form} isAgent={isAgent} />
              ) : null}
              {groups.length > 0 ? (
                <Alert
                  color="red"
                  role="alert"
                  title={t('validation.groupsTitle')}
                  styles={READABLE_ALERT}
                >
                  <List size="sm">
                    {groups.map((group) => (
                      <List.Item key={group}>{t(`validation.groups.${group}`)}</List.Item>
                    ))}
                    {groupCodes.map((code) => (
                      <List.Item key={code}>{t(`errors.${code}`)}</List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
              {bookError ? <ErrorBox error={bookError} ns="flight-booking" /> : null}
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
                <PriceSummary brand={brand} adults={draft.adults} children={draft.children} />
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
        {content()}
      </Stack>
      {progress ? <PaymentProgress state={progress} opened /> : null}
      <PriceChangedDialog
        ns="flight-booking"
        opened={repricing.change !== null}
        previousTotal={repricing.change?.previousTotal ?? 0}
        total={repricing.change?.total ?? 0}
        onAccept={repricing.acceptChange}
        onDecline={() => void navigate(draft.searchUrl || '/')}
      />
    </Container>
  );
}
