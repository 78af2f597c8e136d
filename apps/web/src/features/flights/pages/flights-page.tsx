import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Container, Stack } from '@mantine/core';
import { IconPlaneOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import type { PrebookResult } from '@travel/contracts/flights';
import { saveBookingDraft } from '../../../products/flight/booking-draft';
import { useErrorText } from '../../../lib/error-message';
import { notifyError } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFlightCalendar } from '../api/flight-calendar';
import { useFlightSearch } from '../api/search-flights';
import { DateStrip } from '../components/date-strip';
import { InvoiceNotice } from '../components/invoice-notice';
import { ResultsSkeleton } from '../components/results-skeleton';
import { SearchSummary } from '../components/search-summary';
import { bookableOffers } from '../lib/offer-facts';
import type { FareChoice } from '../components/fare-chooser';
import type { FiltersCarry } from '../lib/filters-carry';
import {
  criteriaFromParams,
  criteriaToParams,
  withDepartureDate,
} from '../../../products/flight/search/search-criteria';
import { useDelayedFlag, usePassed } from '../lib/use-delayed-flag';

// The filters, the sort and the virtualised cards cannot show before the search answers, so
// they are a chunk of their own, requested as soon as this page loads: it arrives while the
// search request is in flight instead of delaying the skeleton's first paint.
const resultsBody = import('../components/results-body');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void resultsBody.catch(() => undefined);
const ResultsBody = lazy(async () => ({ default: (await resultsBody).ResultsBody }));

// What only some visits show (expired offers, no or a failed search).
const ExpiredNotice = lazy(async () => ({
  default: (await import('../components/results-notices')).ExpiredNotice,
}));
const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));

/** The URL's record of a round trip's return stage: the chosen outbound's trip key. */
const OUTBOUND_PARAM = 'outbound';

/** History state of a return stage reached from the outbounds: Back returns to them. */
interface StageState {
  fromOutbounds?: boolean;
}

// The fare dialog (modal, focus trap, pre-book call) loads on the first Select.
const FareChooser = lazy(async () => ({
  default: (await import('../components/fare-chooser')).FareChooser,
}));

/** /flights (spec part 1 §2). */
export function FlightsPage() {
  return <FlightResults invoice={false} />;
}

/** /flights-invoice: the same results, only fares that can be invoiced (issue 3 §3). */
export function FlightsInvoicePage() {
  return <FlightResults invoice />;
}

function FlightResults({ invoice }: { invoice: boolean }) {
  const { t } = useTranslation('flights');
  const errorText = useErrorText('flights');
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const criteria = useMemo(() => criteriaFromParams(params), [params]);
  const resultsPath = invoice ? '/flights-invoice' : '/flights';
  // The search without its stage: a round trip's two stages are one search (one reply, one
  // set of filters), so the results stay mounted when the stage changes.
  const outbound = criteria?.tripType === 'roundtrip' ? params.get(OUTBOUND_PARAM) : null;
  // (Written the way the strip and the stages write their URLs, so both stages agree.)
  const searchKey = useMemo(() => {
    const rest = new URLSearchParams(location.search);
    rest.delete(OUTBOUND_PARAM);
    return `?${rest.toString()}`;
  }, [location.search]);

  const search = useFlightSearch(criteria, invoice);
  const calendar = useFlightCalendar(criteria, invoice);
  const offers = useMemo(() => bookableOffers(search.data?.offers ?? []), [search.data]);
  const expired = usePassed(search.data?.expiresAt);
  const [chosen, setChosen] = useState<readonly FareChoice[] | null>(null);
  // The filters go along to another day of the strip (the results body fills it).
  const [carry] = useState<FiltersCarry>(() => ({ latest: null, next: null }));
  const skeleton = useDelayedFlag(search.isFetching && !search.data);

  const first = criteria?.legs[0];
  // Trips on each card: the skeleton has as many rows, so it is as tall as the cards. A round
  // trip's cards show one flight (the outbound, then the return).
  const trips = criteria?.tripType === 'multicity' ? criteria.legs.length : 1;
  const stageTitle =
    criteria?.tripType === 'roundtrip'
      ? t(outbound ? 'stages.returnTitle' : 'stages.outboundTitle')
      : undefined;
  usePageTitle(
    first
      ? t(outbound ? 'results.returnPageTitle' : 'results.pageTitle', {
          from: first.departureAirport,
          to: first.destinationAirport,
        })
      : t('results.title'),
  );

  // "Search error / No search result!" (spec part 2 §8), once per answer.
  const toasted = useRef(0);
  const empty = search.isSuccess && offers.length === 0;
  const answeredAt = Math.max(search.dataUpdatedAt, search.errorUpdatedAt);
  useEffect(() => {
    if ((search.isError || empty) && toasted.current !== answeredAt) {
      toasted.current = answeredAt;
      notifyError(t('results.toast'));
    }
  }, [search.isError, empty, answeredAt, t]);

  // Stable, so the memoised cards do not re-render when the page does.
  const choose = useCallback((fares: readonly FareChoice[]) => setChosen(fares), []);
  // A round trip's outbound: its returns are a new history entry, so Back (the browser's or
  // ours) comes back to the outbounds, and a reload keeps the stage.
  const chooseOutbound = useCallback(
    (key: string) => {
      const next = new URLSearchParams(searchKey);
      next.set(OUTBOUND_PARAM, key);
      const state: StageState = { fromOutbounds: true };
      void navigate(`${resultsPath}?${next.toString()}`, { state });
    },
    [navigate, resultsPath, searchKey],
  );
  const fromOutbounds = (location.state as StageState | null)?.fromOutbounds === true;
  const backToOutbounds = useCallback(() => {
    // The entry before is the outbounds (with their scroll position): go back to it.
    if (fromOutbounds) void navigate(-1);
    else void navigate(`${resultsPath}${searchKey}`);
  }, [fromOutbounds, navigate, resultsPath, searchKey]);

  const searchAgain = () => {
    void search.refetch();
    void calendar.refetch();
  };

  const book = (result: PrebookResult) => {
    saveBookingDraft({
      tripType: result.offer.tripType,
      offer: result.offer,
      brandId: result.brandId,
      adults: result.offer.adults,
      children: result.offer.children,
      infants: result.offer.infants,
      childAges: criteria?.childAges ?? [],
      searchUrl: `${location.pathname}${location.search}`,
      invoice,
      savedAt: Date.now(),
    });
    setChosen(null);
    void navigate('/book');
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <SearchSummary key={searchKey} criteria={criteria} resultsPath={resultsPath} />
        {invoice ? <InvoiceNotice /> : null}
        {criteria === null ? (
          <Suspense fallback={null}>
            <EmptyState
              icon={<IconPlaneOff size={28} />}
              title={t('results.invalidTitle')}
              text={t('results.invalidText')}
            />
          </Suspense>
        ) : (
          <>
            {criteria.tripType !== 'multicity' && first ? (
              <DateStrip
                days={calendar.data}
                loading={calendar.isFetching}
                selected={first.departureDate}
                onSelect={(date) => {
                  const search = `?${criteriaToParams(withDepartureDate(criteria, date)).toString()}`;
                  carry.next = { search, filters: carry.latest };
                  void navigate(`${resultsPath}${search}`);
                }}
              />
            ) : null}
            {expired ? (
              <Suspense fallback={null}>
                <ExpiredNotice onSearchAgain={searchAgain} />
              </Suspense>
            ) : null}
            {search.isError ? (
              <Suspense fallback={null}>
                <ErrorBox error={search.error} ns="flights" onRetry={searchAgain} />
              </Suspense>
            ) : search.data ? (
              offers.length === 0 ? (
                <Suspense fallback={null}>
                  <EmptyState
                    icon={<IconPlaneOff size={28} />}
                    title={t('results.emptyTitle')}
                    text={t('results.emptyText')}
                  />
                </Suspense>
              ) : (
                <Suspense fallback={<ResultsSkeleton trips={trips} title={stageTitle} />}>
                  <ResultsBody
                    // Filters survive a refresh of the same search, its round trip's stages and
                    // another day of the strip, and reset with a new search.
                    key={searchKey}
                    search={searchKey}
                    carry={carry}
                    offers={offers}
                    outbound={outbound}
                    onOutbound={chooseOutbound}
                    onBackToOutbounds={backToOutbounds}
                    onChoose={choose}
                  />
                </Suspense>
              )
            ) : (
              // Laid out from the first paint, shown after the throttle: the space is the
              // results' from the start, and a fast answer still never flashes a skeleton.
              <div aria-busy="true">
                <ResultsSkeleton trips={trips} title={stageTitle} shown={skeleton} />
              </div>
            )}
          </>
        )}
      </Stack>
      {chosen ? (
        <Suspense fallback={null}>
          <FareChooser
            fares={chosen}
            onClose={() => setChosen(null)}
            onBook={book}
            onSearchAgain={searchAgain}
            onOutdated={(error) => {
              notifyError(errorText(error));
              searchAgain();
            }}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
