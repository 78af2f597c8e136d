import { lazy, Suspense } from 'react';
import { Anchor, Container, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, Navigate, useParams, useSearchParams } from '../../../lib/router';
import { hotelDetailPath, stayBody, stayFromParams } from '../../../products/hotel/hotel-stay';
import { usePageTitle } from '../../../lib/use-page-title';
import { useHotelRule } from '../api/hotel-rule';
import { BookSkeleton } from '../components/book-skeleton';

// The breakdown and the form (guests, contact, book-for, payment, and the contract schemas they
// validate with) cannot show before SearchHotelRuleNew answers, so they are a chunk of their
// own, requested as soon as this page loads: it arrives while the rule request is in flight.
const bookBody = import('../components/hotel-book-body');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void bookBody.catch(() => undefined);
const HotelBookBody = lazy(async () => ({ default: (await bookBody).HotelBookBody }));

/**
 * /hotel/{id}/book?checkin&checkout&rooms&adults[&children]&room={roomCode} (spec part 2 §2,
 * HotelBook): prices the chosen room with SearchHotelRuleNew, then the booking form. This shell
 * starts the rule request and draws the heading and a skeleton; the rest is `HotelBookBody`.
 */
export function HotelBookPage() {
  const { t } = useTranslation('hotel-booking');
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const roomCode = params.get('room')?.trim() ?? '';
  const stay = stayFromParams(params);
  const ruleBody = roomCode ? { hotelId: id, roomCode, ...stayBody(stay) } : null;
  const ruleQuery = useHotelRule(ruleBody);
  usePageTitle(t('book.title'));

  const hotelPath = `${hotelDetailPath(id, stay)}#rooms`;
  if (!roomCode || !ruleBody) return <Navigate to={hotelPath} replace />;

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Anchor component={Link} to={hotelPath} size="sm">
          <IconArrowLeft size={14} aria-hidden="true" style={{ verticalAlign: -2 }} />{' '}
          {t('book.backToRooms')}
        </Anchor>
        <Title order={1}>{t('book.title')}</Title>
        <Suspense fallback={<BookSkeleton />}>
          <HotelBookBody
            hotelId={id}
            ruleBody={ruleBody}
            ruleQuery={ruleQuery}
            hotelPath={hotelPath}
          />
        </Suspense>
      </Stack>
    </Container>
  );
}
