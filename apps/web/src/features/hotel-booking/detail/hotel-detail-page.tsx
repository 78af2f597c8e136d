import { lazy, Suspense } from 'react';
import { Anchor, Container, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { stayBody, stayFromParams } from '../../../lib/hotel-stay';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHotelDetail } from '../api/hotel-detail';

// Header, gallery, stay editor and tabs cannot show before HotelDetail answers, so they are a
// chunk of their own, requested as soon as this page loads: it arrives while the detail request
// is in flight instead of delaying the skeleton's first paint.
const detailBody = import('./hotel-detail-body');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void detailBody.catch(() => undefined);
const HotelDetailBody = lazy(async () => ({ default: (await detailBody).HotelDetailBody }));

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
  const detail = useHotelDetail(id, stayBody(stay));
  usePageTitle(detail.data?.name ?? t('detail.title'));

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to="/?tab=hotel" size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('detail.searchHotels')}
        </Anchor>
        {detail.isPending ? (
          <DetailSkeleton />
        ) : (
          <Suspense fallback={<DetailSkeleton />}>
            <HotelDetailBody id={id} stay={stay} detail={detail} />
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
