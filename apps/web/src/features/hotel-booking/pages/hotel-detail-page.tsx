import { lazy, Suspense, useContext } from 'react';
import { Anchor, Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams, useSearchParams } from '../../../lib/router';
import type { HotelDetail, HotelStay } from '@travel/contracts/hotels';
import { stayBody, stayFromParams } from '../../../products/hotel/hotel-stay';
import { usePageTitle } from '../../../lib/use-page-title';
import { getHotelDetail, useHotelDetail } from '../api/hotel-detail';
import { HotelHeaderPreview } from '../components/hotel-header-view';
import { HotelHeadingSample } from '../lib/hotel-heading-sample';

// Header, gallery, stay editor and tabs cannot show before HotelDetail answers, so they are a
// chunk of their own, requested as soon as this page loads: it arrives while the detail request
// is in flight instead of delaying the skeleton's first paint.
const detailBody = import('../components/hotel-detail-body');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void detailBody.catch(() => undefined);
const HotelDetailBody = lazy(async () => ({ default: (await detailBody).HotelDetailBody }));
// Once the chunk is here the body renders without a Suspense pass (see firstRenderReady).
let LoadedBody: Awaited<typeof detailBody>['HotelDetailBody'] | undefined;
void detailBody.then((module) => (LoadedBody = module.HotelDetailBody)).catch(() => undefined);

const stayKey = (id: string, stay: HotelStay) => JSON.stringify([id, stay]);
let firstDetail: { key: string; data: HotelDetail } | undefined;
let firstRender: Promise<void> | undefined;
const FIRST_DETAIL_WAIT_MS = 4000;

/**
 * The server sent this page with the hotel's header written in and its HotelDetail call
 * preloaded; React renders over that HTML. Were its first render the skeleton, the header
 * would flash out and back, so the route (routes.ts) waits for that reply and the body's chunk
 * before the first render: once, and only when the HTML preloaded the call.
 */
export function firstRenderReady(): Promise<void> {
  firstRender ??= typeof document === 'undefined' ? Promise.resolve() : waitForFirstDetail();
  return firstRender;
}

/** A slow reply does not hold the page inert for long: past the wait, the skeleton as before. */
async function waitForFirstDetail(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_DETAIL_WAIT_MS)));
  await Promise.race([fetchFirstDetail(), wait]);
  clearTimeout(timer);
}

async function fetchFirstDetail(): Promise<void> {
  const preload = document.querySelector(
    'link[rel="preload"][as="fetch"][href^="/api/HotelDetail?"]',
  );
  const segment = /^\/hotel\/([^/]+)\/?$/.exec(window.location.pathname)?.[1];
  if (!preload || !segment) return;
  try {
    const id = decodeURIComponent(segment);
    const stay = stayBody(stayFromParams(new URLSearchParams(window.location.search)));
    // The same URL as the preload, so the browser hands its reply over.
    const [data] = await Promise.all([getHotelDetail(id, stay), detailBody]);
    firstDetail = { key: stayKey(id, stay), data };
  } catch {
    // The page asks again and says why (an unknown hotel, a stay refused).
  }
}

/** The reply fetched before the first render, for that render's hotel and stay only. */
function takeFirstDetail(id: string, stay: HotelStay): HotelDetail | undefined {
  if (firstDetail?.key !== stayKey(id, stay)) return undefined;
  const { data } = firstDetail;
  firstDetail = undefined;
  return data;
}

/** Shape of the page while the hotel loads: gallery, title lines, tabs, two rooms. */
function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" aria-busy="true">
      <VisuallyHidden role="status">{t('loading')}</VisuallyHidden>
      <Skeleton height={280} radius="md" />
      <Skeleton height={32} width="60%" />
      <Skeleton height={18} width="40%" />
      <Skeleton height={36} />
      <Skeleton height={160} radius="md" />
      <Skeleton height={160} radius="md" />
    </Stack>
  );
}

/**
 * /hotel/{id}?checkin&checkout&rooms&adults[&children] (spec part 2 §2, HotelDetail): the hotel's
 * header, the stay editor, and the five tabs; each rate books with
 * /hotel/{id}/book?…&room={roomCode}. This shell asks for the hotel and draws the skeleton; the
 * rest is `HotelDetailBody`.
 */
export function HotelDetailPage() {
  const { t } = useTranslation('hotel-booking');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const stay = stayFromParams(params);
  const body = stayBody(stay);
  const detail = useHotelDetail(id, body, () => takeFirstDetail(id, body));
  const sample = useContext(HotelHeadingSample);
  usePageTitle(detail.data?.name ?? t('detail.title'));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/?tab=hotel" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('detail.searchHotels')}
        </Anchor>
        {detail.isPending && sample ? (
          <Stack gap="lg" aria-busy="true">
            <HotelHeaderPreview heading={sample} />
            <Skeleton height={22} width="60%" />
            <Skeleton height={180} radius="md" />
          </Stack>
        ) : detail.isPending ? (
          <DetailSkeleton />
        ) : LoadedBody ? (
          <LoadedBody id={id} stay={stay} detail={detail} />
        ) : (
          <Suspense fallback={<DetailSkeleton />}>
            <HotelDetailBody id={id} stay={stay} detail={detail} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
