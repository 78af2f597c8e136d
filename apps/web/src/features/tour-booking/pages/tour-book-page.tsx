import { lazy, Suspense } from 'react';
import { Anchor, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TOUR_ROOM_LIMITS, type RoomSetting } from '@travel/contracts/tour-rooms';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { LazyErrorBox as ErrorBox } from '../../../components/lazy-error-box';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { useTourInfo } from '../api/tour-booking';
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
  const info = useTourInfo(kind, id, tourLanOf(useLanguage()));
  usePageTitle(info.data ? t('title.book', { name: info.data.TourName }) : t(`title.${kind}`));
  const detailPath = `${BOOK_BASE[kind]}/detail/${encodeURIComponent(id)}`;

  const body = () => {
    // Two screens high, as the form it stands for on a phone: the footer (loaded when its place
    // comes within a screen, app/layout/footer-slot) is not fetched while the tour loads.
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
