import { lazy, Suspense, useContext } from 'react';
import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TOUR_ROOM_LIMITS, type RoomSetting } from '@travel/contracts/tour-rooms';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { Link, useLocation, useParams, useSearchParams } from '../../../lib/router';
import { LazyErrorBox as ErrorBox } from '../../../components/lazy-error-box';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguage, useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import type { TourKind, TourLanguage } from '@travel/contracts/tours';
import { getTourInfo, tourInfoQueryOptions } from '../api/tour-booking';
import { TourBookSample } from '../lib/book-sample';
import { BookForm } from '../components/book-form';
import { BookSteps } from '../components/book-steps';
import { BOOK_BASE, kindOfPath } from '../lib/book-kind';
import { parseBookQuery } from '../lib/book-query';

const DepartureGone = lazy(() => import('../components/departure-gone'));

// Read by screen readers, not drawn (Mantine's VisuallyHidden would be a chunk of its own here).
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const BOOK_PATH = /^\/(tour|cruise)\/book\/([^/]+)\/?$/i;
const infoKey = (kind: TourKind, id: string, lan: TourLanguage) => JSON.stringify([kind, id, lan]);
let firstInfo: { key: string; data: TourInfo } | undefined;
let firstRender: Promise<void> | undefined;
const FIRST_INFO_WAIT_MS = 4000;

/**
 * The server sent this page with the summary's head written in (its template filled from the
 * catalogue, apps/api/src/plugins/page-tours.ts); React renders over that HTML. Were its first
 * render the skeleton, the tour's name (the page's largest text) would flash out and back, so
 * the route (routes.ts) waits for the tour before the first render: once, and only when the
 * HTML carries the head.
 */
export function firstBookReady(): Promise<void> {
  firstRender ??= typeof document === 'undefined' ? Promise.resolve() : waitForFirstInfo();
  return firstRender;
}

/** A slow reply does not hold the page inert for long: past the wait, the skeleton as before. */
async function waitForFirstInfo(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_INFO_WAIT_MS)));
  await Promise.race([fetchFirstInfo(), wait]);
  clearTimeout(timer);
}

async function fetchFirstInfo(): Promise<void> {
  // The server's head is there until the app takes over (and lifts `inert`).
  if (!document.querySelector('#root[inert] #tour-summary-title')) return;
  const [, , segment] = BOOK_PATH.exec(window.location.pathname) ?? [];
  if (!segment) return;
  try {
    const id = decodeURIComponent(segment);
    const kind = kindOfPath(window.location.pathname);
    const lan = tourLanOf(currentLanguage());
    const data = await getTourInfo(kind, id, lan);
    firstInfo = { key: infoKey(kind, id, lan), data };
  } catch {
    // The page asks again and says why (no such tour, a failure).
  }
}

/** The tour fetched before the first render, for that render's tour and language only. */
function takeFirstInfo(kind: TourKind, id: string, lan: TourLanguage): TourInfo | undefined {
  if (firstInfo?.key !== infoKey(kind, id, lan)) return undefined;
  const { data } = firstInfo;
  firstInfo = undefined;
  return data;
}

/** Two adults in one room (cabin) when the link names no rooms. */
const defaultRooms = (): RoomSetting[] => [
  { key: 'r1', adults: TOUR_ROOM_LIMITS.cruise.adultsPerRoom, children: 0 },
];

/**
 * /tour/book/{id} and /Cruise/book/{id}?date=YYYY-MM-DD&rooms=2-1,2-0[&cabin=BA]: the booking
 * form of one departure. The tour is read again (prices and places move); a departure that is
 * gone or sold out sends the traveller back to choose another.
 */
export function TourBookPage() {
  const { t } = useTranslation('tour-booking');
  const { t: tc } = useTranslation();
  const { id = '' } = useParams();
  const kind = kindOfPath(useLocation().pathname);
  const [params] = useSearchParams();
  const query = parseBookQuery(params);
  const lan = tourLanOf(useLanguage());
  const info = useQuery({
    ...tourInfoQueryOptions(kind, id, lan),
    initialData: () => takeFirstInfo(kind, id, lan),
  });
  const sample = useContext(TourBookSample);
  usePageTitle(info.data ? t('title.book', { name: info.data.TourName }) : t(`title.${kind}`));
  const detailPath = `${BOOK_BASE[kind]}/detail/${encodeURIComponent(id)}`;

  const body = () => {
    // Two screens high, as the form it stands for on a phone: the footer (loaded when its place
    // comes within a screen, app/layout/footer-slot) is not fetched while the tour loads.
    // The build's render of the template (at a sample link with a day): the summary's head
    // with the sample's texts.
    if (info.isPending && sample) return <sample.Frame head={sample.head} />;
    if (info.isPending)
      return (
        <Stack gap="sm" mih="200vh" aria-busy="true" aria-live="polite">
          <Text style={VISUALLY_HIDDEN}>{tc('loading')}</Text>
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton
              key={index}
              height={index === 0 ? 28 : 44}
              width={index === 0 ? '40%' : '100%'}
            />
          ))}
        </Stack>
      );
    if (info.isError) return <ErrorBox error={info.error} onRetry={() => void info.refetch()} />;
    const departure = info.data.departures.find((entry) => entry.date === query.date);
    if (!departure || departure.placesLeft <= 0) {
      return (
        <Suspense fallback={null}>
          <DepartureGone detailPath={detailPath} named={Boolean(query.date)} />
        </Suspense>
      );
    }
    return (
      <BookForm
        // A new departure or cabin from the link starts a new form.
        key={`${departure.id}-${query.cabin ?? ''}`}
        kind={kind}
        info={info.data}
        departure={departure}
        start={{
          rooms: query.rooms.length > 0 ? query.rooms : defaultRooms(),
          cabin: firstCabin(info.data, query.cabin),
          guarantee: query.guarantee,
        }}
      />
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={detailPath} size="sm">
          {t(`form.back.${kind}`)}
        </Anchor>
        <Title order={1}>{t(`title.${kind}`)}</Title>
        <BookSteps active="order" />
        {body()}
      </Stack>
    </Container>
  );
}

/** The link's cabin when the ship has it, else the first category ('' on tours). */
function firstCabin(info: TourInfo, wanted: string | null): string {
  const cabins = info.cruise?.cabins ?? [];
  return cabins.find((cabin) => cabin.code === wanted)?.code ?? cabins[0]?.code ?? '';
}
