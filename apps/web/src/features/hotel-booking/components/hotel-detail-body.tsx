import { lazy, Suspense, useRef } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HotelDetail } from '@travel/contracts/hotels';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { ApiError } from '../../../lib/api-client';
import {
  hotelDetailPath,
  stayDateLabel,
  stayToParams,
  type Stay,
} from '../../../products/hotel/hotel-stay';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { HotelHeader } from './hotel-header';
import { StayControl } from './stay-control';
import { partyText } from '../../../products/hotel/party-text';
import { DetailTabs, tabOfHash, type DetailTab } from './detail-tabs';

// Only an unknown hotel or a refused stay shows these: their code loads then.
const ErrorBox = lazy(async () => ({
  default: (await import('../../../components/error-box')).ErrorBox,
}));
const EmptyState = lazy(async () => ({
  default: (await import('../../../components/page-states')).EmptyState,
}));

/** The stay editor, new for every stay in the URL (back and forward reset what was typed). */
function LazyStayEditor({ stay, onApply }: { stay: Stay; onApply: (next: Stay) => void }) {
  const [params] = useSearchParams();
  return <StayControl key={params.toString()} stay={stay} onApply={onApply} />;
}

/** 404, or an id that is not a hotel id at all: both are "no such hotel" to the traveller. */
const isUnknownHotel = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 404 || error.issues.some((issue) => issue.path === 'id'));

/**
 * What /hotel/{id} shows once HotelDetail has answered: the hotel's header (with its best rate,
 * Reserve and the small map), the stay editor and the five tabs, or why there is no hotel to
 * show.
 */
export function HotelDetailBody({
  id,
  stay,
  detail,
}: {
  id: string;
  stay: Stay;
  detail: UseQueryResult<HotelDetail>;
}) {
  const { t } = useTranslation('hotel-booking');
  const location = useLocation();
  const navigate = useNavigate();
  const localeTag = localeTagOf(useLanguage());
  const tab = tabOfHash(location.hash);
  const tabsRef = useRef<HTMLDivElement>(null);

  const bookPathFor = (roomCode: string) => {
    const query = stayToParams(stay);
    query.set('room', roomCode);
    return `/hotel/${encodeURIComponent(id)}/book?${query.toString()}`;
  };
  const onTab = (next: DetailTab) =>
    void navigate({ search: location.search, hash: next }, { replace: true });
  // The best rate's "See all rooms": the rooms tab, brought into view.
  const onAllRooms = () => {
    onTab('rooms');
    tabsRef.current?.scrollIntoView({ block: 'start' });
  };
  const onStay = (next: Stay) =>
    void navigate(`${hotelDetailPath(id, next)}#rooms`, { replace: false });

  if (detail.isError) {
    if (isUnknownHotel(detail.error)) {
      return (
        <Suspense fallback={null}>
          <EmptyState
            icon={<IconBuildingCommunity size={26} />}
            title={t('detail.notFoundTitle')}
            text={t('detail.notFoundText')}
            action={
              <Button component={Link} to="/?tab=hotel">
                {t('detail.searchHotels')}
              </Button>
            }
          />
        </Suspense>
      );
    }
    // A stay the API refuses (dates in the past, say) is fixed with the stay editor.
    return (
      <Stack gap="md">
        <Suspense fallback={null}>
          <ErrorBox error={detail.error} ns="hotel-booking" onRetry={() => void detail.refetch()} />
        </Suspense>
        <LazyStayEditor stay={stay} onApply={onStay} />
      </Stack>
    );
  }
  const hotel = detail.data;
  if (!hotel) return null;
  return (
    <Stack gap="lg">
      <HotelHeader
        hotel={hotel}
        bookPathFor={bookPathFor}
        onAllRooms={onAllRooms}
        refreshing={detail.isPlaceholderData}
      />
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('summary.dates', {
            checkIn: stayDateLabel(stay.checkIn, localeTag),
            checkOut: stayDateLabel(stay.checkOut, localeTag),
            count: hotel.nights,
          })}{' '}
          · {partyText(stay, t, localeTag)}
        </Text>
      </Group>
      <LazyStayEditor stay={stay} onApply={onStay} />
      <div ref={tabsRef} style={{ scrollMarginTop: 16 }}>
        <DetailTabs
          hotel={hotel}
          tab={tab}
          onTab={onTab}
          bookPathFor={bookPathFor}
          refreshing={detail.isPlaceholderData}
        />
      </div>
    </Stack>
  );
}
