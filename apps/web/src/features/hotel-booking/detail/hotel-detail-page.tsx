import {
  Anchor,
  Button,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconBuildingCommunity } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import {
  hotelDetailPath,
  stayBody,
  stayDateLabel,
  stayFromParams,
  stayToParams,
  type Stay,
} from '../../../lib/hotel-stay';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHotelDetail } from '../api/hotel-detail';
import { HotelHeader } from '../components/hotel-header';
import { StayEditor } from '../components/stay-editor';
import { partyText } from '../components/stay-summary';
import { DetailTabs, tabOfHash, type DetailTab } from './detail-tabs';

/** 404, or an id that is not a hotel id at all: both are "no such hotel" to the traveller. */
const isUnknownHotel = (error: unknown): boolean =>
  error instanceof ApiError &&
  (error.status === 404 || error.issues.some((issue) => issue.path === 'id'));

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
 * /hotel/{id}/book?…&room={roomCode}.
 */
export function HotelDetailPage() {
  const { t } = useTranslation('hotel-booking');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const localeTag = localeTagOf(useLanguage());
  const stay = stayFromParams(params);
  const detail = useHotelDetail(id, stayBody(stay));
  const tab = tabOfHash(location.hash);
  usePageTitle(detail.data?.name ?? t('detail.title'));

  const bookPathFor = (roomCode: string) => {
    const query = stayToParams(stay);
    query.set('room', roomCode);
    return `/hotel/${encodeURIComponent(id)}/book?${query.toString()}`;
  };
  const onTab = (next: DetailTab) =>
    void navigate({ search: location.search, hash: next }, { replace: true });
  const onStay = (next: Stay) =>
    void navigate(`${hotelDetailPath(id, next)}#rooms`, { replace: false });

  const body = () => {
    if (detail.isPending) return <DetailSkeleton />;
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
          <StayEditor key={params.toString()} stay={stay} onApply={onStay} />
        </Stack>
      );
    }
    const hotel = detail.data;
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
        <StayEditor key={params.toString()} stay={stay} onApply={onStay} />
        <DetailTabs
          hotel={hotel}
          tab={tab}
          onTab={onTab}
          bookPathFor={bookPathFor}
          refreshing={detail.isPlaceholderData}
        />
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/?tab=hotel" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('detail.searchHotels')}
        </Anchor>
        {body()}
      </Stack>
    </Container>
  );
}
