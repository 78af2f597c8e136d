import { lazy, Suspense } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { HotelDetail } from '@travel/contracts/hotels';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { hotelDetailPath, stayDateLabel, stayToParams, type Stay } from '../../../lib/hotel-stay';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { HotelHeader } from '../components/hotel-header';
import { partyText } from '../components/stay-summary';
import { DetailTabs, tabOfHash, type DetailTab } from './detail-tabs';

// The stay editor (date picker, popover, number inputs) is the heaviest part of the page and
// not needed to read the hotel: a chunk of its own, requested as this body loads, so the header
// and tabs draw without waiting for it.
const stayEditor = import('../components/stay-editor');
void stayEditor.catch(() => undefined);
const StayEditor = lazy(async () => ({ default: (await stayEditor).StayEditor }));

/** The editor's frame and title while its chunk loads, about as tall as the editor. */
function StayEditorPlaceholder() {
  const { t } = useTranslation('hotel-booking');
  return (
    <Paper withBorder radius="md" p="md" mih={{ base: 400, sm: 320, md: 180 }} aria-busy="true">
      <Text fw={700} mb="sm">
        {t('stay.title')}
      </Text>
      <Skeleton height={60} />
    </Paper>
  );
}

function LazyStayEditor({ stay, onApply }: { stay: Stay; onApply: (next: Stay) => void }) {
  const [params] = useSearchParams();
  return (
    <Suspense fallback={<StayEditorPlaceholder />}>
      <StayEditor key={params.toString()} stay={stay} onApply={onApply} />
    </Suspense>
  );
}

/** 404, or an id that is not a hotel id at all: both are "no such hotel" to the traveller. */
const isUnknownHotel = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 404 || error.issues.some((issue) => issue.path === 'id'));

/**
 * What /hotel/{id} shows once HotelDetail has answered: the hotel's header, the stay editor and
 * the five tabs, or why there is no hotel to show.
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

  const bookPathFor = (roomCode: string) => {
    const query = stayToParams(stay);
    query.set('room', roomCode);
    return `/hotel/${encodeURIComponent(id)}/book?${query.toString()}`;
  };
  const onTab = (next: DetailTab) =>
    void navigate({ search: location.search, hash: next }, { replace: true });
  const onStay = (next: Stay) =>
    void navigate(`${hotelDetailPath(id, next)}#rooms`, { replace: false });

  if (detail.isError) {
    if (isUnknownHotel(detail.error)) {
      return (
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
      );
    }
    // A stay the API refuses (dates in the past, say) is fixed with the stay editor.
    return (
      <Stack gap="md">
        <ErrorBox error={detail.error} ns="hotel-booking" onRetry={() => void detail.refetch()} />
        <LazyStayEditor stay={stay} onApply={onStay} />
      </Stack>
    );
  }
  const hotel = detail.data;
  if (!hotel) return null;
  return (
    <Stack gap="lg">
      <HotelHeader hotel={hotel} />
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
      <DetailTabs
        hotel={hotel}
        tab={tab}
        onTab={onTab}
        bookPathFor={bookPathFor}
        refreshing={detail.isPlaceholderData}
      />
    </Stack>
  );
}
