import { useContext } from 'react';
import { Button, Container, Stack, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import type { TourKind } from '@travel/contracts/tours';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { FAILURE } from '../../../products/tour/search/tour-constants';
import { LazyErrorBox as ErrorBox } from '../../../components/lazy-error-box';
import { EmptyState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguage, useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { isTourMonth } from '../../../products/tour/search/tour-query';
import { getTourDetail } from '../api/get-tour-detail';
import { BookingPanel } from '../components/booking-panel';
import { CruiseFacts } from '../components/cruise-facts';
import { DetailSkeleton } from '../components/detail-skeleton';
import { TourBreadcrumbs } from '../components/tour-breadcrumbs';
import { TourIntro } from '../components/tour-intro';
import { TourItinerary } from '../components/tour-itinerary';
import classes from '../components/tour-detail.module.css';
import { tourKeys } from '../lib/query-keys';
import { tourHeadingOf, tourListUrl } from '../lib/tour-heading';
import { TourHeadingSample } from '../lib/tour-heading-sample';

const DETAIL_PATH = /^\/(tour|Cruise)\/detail\/([^/]+)\/?$/;
const detailKey = (kind: TourKind, language: string, id: string) =>
  JSON.stringify([kind, language, id]);
let firstDetail: { key: string; data: TourInfo } | undefined;
let firstRender: Promise<void> | undefined;
const FIRST_DETAIL_WAIT_MS = 4000;

/**
 * The server sent this page with the tour's header written in (its template filled from the
 * catalogue, apps/api/src/plugins/page-tours.ts); React renders over that HTML. Were its first
 * render the skeleton, the header would flash out and back, so the route (routes.ts) waits for
 * the tour before the first render: once, and only when the HTML carries a header.
 */
export function firstRenderReady(kind: TourKind): Promise<void> {
  firstRender ??= typeof document === 'undefined' ? Promise.resolve() : waitForFirstDetail(kind);
  return firstRender;
}

/** A slow reply does not hold the page inert for long: past the wait, the skeleton as before. */
async function waitForFirstDetail(kind: TourKind): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_DETAIL_WAIT_MS)));
  await Promise.race([fetchFirstDetail(kind), wait]);
  clearTimeout(timer);
}

async function fetchFirstDetail(kind: TourKind): Promise<void> {
  // The server's header is there until the app takes over (and lifts `inert`).
  if (!document.querySelector('#root[inert] #tour-title')) return;
  const [, base, segment] = DETAIL_PATH.exec(window.location.pathname) ?? [];
  if (!segment || base !== (kind === 'cruise' ? 'Cruise' : 'tour')) return;
  try {
    const id = decodeURIComponent(segment);
    const language = currentLanguage();
    const data = await getTourDetail(kind, id);
    firstDetail = { key: detailKey(kind, language, id), data };
  } catch {
    // The page asks again and says why (no such tour, a failure).
  }
}

/** The tour fetched before the first render, for that render's tour and language only. */
function takeFirstDetail(kind: TourKind, language: string, id: string): TourInfo | undefined {
  if (firstDetail?.key !== detailKey(kind, language, id)) return undefined;
  const { data } = firstDetail;
  firstDetail = undefined;
  return data;
}

/**
 * /tour/detail/{id} and /Cruise/detail/{id} (route TourDetail, parameter id), spec part 2 §2:
 * the intro, the itinerary by day, a cruise's ship and cabins, and beside them the departures by
 * month, the room settings and the server's price with "Book".
 */
export function TourDetailPage({ kind }: { kind: TourKind }) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const month = params.get('departureDate');
  const detail = useQuery({
    queryKey: tourKeys.detail(kind, language, id),
    queryFn: ({ signal }) => getTourDetail(kind, id, signal),
    initialData: () => takeFirstDetail(kind, language, id),
    staleTime: 60 * 1000,
  });
  const info = detail.data;
  const sample = useContext(TourHeadingSample);
  // The tour's header texts, or while it loads in the build's render, the template's sample.
  const heading = info ? tourHeadingOf(info, t, month) : detail.isPending ? sample : null;
  usePageTitle(info?.TourName ?? t(`list.heading.${kind}`));
  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.code === FAILURE.tour || detail.error.code === FAILURE.input);
  const listUrl = heading?.list ?? tourListUrl(kind, undefined, month);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <TourBreadcrumbs
          items={[
            { label: t('home'), to: `/?tab=${kind}` },
            { label: t(`list.heading.${kind}`), to: listUrl },
            ...(heading ? [{ label: heading.name }] : []),
          ]}
        />
        {/* The page's one h1 is the tour's name (in the intro); without a tour, what happened. */}
        {info || detail.isPending ? null : (
          <Title order={1} size="h2">
            {notFound ? t('detail.notFound') : t(`list.heading.${kind}`)}
          </Title>
        )}
        {detail.isPending ? (
          <DetailSkeleton heading={heading} />
        ) : notFound ? (
          <EmptyState
            icon={<IconMapOff size={24} />}
            text={t('detail.notFoundText')}
            action={
              <Button component={Link} to={`/?tab=${kind}`}>
                {t(`search.submit.${kind}`)}
              </Button>
            }
          />
        ) : detail.isError ? (
          <ErrorBox error={detail.error} ns="tours" onRetry={() => void detail.refetch()} />
        ) : heading ? (
          <div className={classes.layout}>
            <Stack gap="xl">
              <TourIntro info={detail.data} heading={heading} />
              {detail.data.cruise ? <CruiseFacts cruise={detail.data.cruise} /> : null}
              <TourItinerary days={detail.data.TourBriefItinerary} />
            </Stack>
            <BookingPanel
              key={detail.data.TourID}
              info={detail.data}
              month={isTourMonth(month) ? month : null}
            />
          </div>
        ) : null}
      </Stack>
    </Container>
  );
}

/** /tour/detail/:id */
export function TourDetailRoute() {
  return <TourDetailPage kind="tour" />;
}

/** /Cruise/detail/:id */
export function CruiseDetailRoute() {
  return <TourDetailPage kind="cruise" />;
}
