import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { EmptyState } from '../../../components/page-states';
import { AmenityList } from '../components/amenity-list';
import { ReviewsSummary } from '../components/reviews-summary';
import { RoomCard } from '../components/room-card';

/** The detail tabs, in the spec's order (part 2 §2). */
export const DETAIL_TABS = ['overview', 'rooms', 'amenity', 'about', 'reviews'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const tabOfHash = (hash: string): DetailTab => {
  const value = hash.replace(/^#/, '');
  return (DETAIL_TABS as readonly string[]).includes(value) ? (value as DetailTab) : 'overview';
};

/**
 * Overview, rooms, amenity, about and reviews as Mantine tabs (arrow keys move between them,
 * each panel is labelled by its tab). The chosen tab lives in the URL hash so a link or a
 * reload opens the same one.
 */
export function DetailTabs({
  hotel,
  tab,
  onTab,
  bookPathFor,
  refreshing,
}: {
  hotel: HotelDetail;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  bookPathFor: (roomCode: string) => string;
  refreshing: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  const bookable = hotel.rooms.filter((room) => room.rates.length > 0);
  // Bookable rooms first, each group in the hotel's own order.
  const rooms = [...bookable, ...hotel.rooms.filter((room) => room.rates.length === 0)];
  return (
    <Tabs value={tab} onChange={(value) => onTab(tabOfHash(value ?? ''))} keepMounted={false}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {DETAIL_TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="overview" pt="md">
        <Stack gap="md">
          <Text style={{ whiteSpace: 'pre-line' }}>{hotel.overview}</Text>
          <Title order={2} size="h4">
            {t('overview.popular')}
          </Title>
          <AmenityList amenities={hotel.amenities.slice(0, 6)} label={t('overview.popular')} />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="rooms" pt="md">
        <Stack gap="md" aria-busy={refreshing}>
          <Text size="sm" c="gray.7" role="status">
            {bookable.length > 0 ? t('rooms.count', { count: bookable.length }) : ''}
          </Text>
          {bookable.length === 0 ? (
            <EmptyState title={t('rooms.noneTitle')} text={t('rooms.noneText')} />
          ) : null}
          {rooms.map((room) => (
            <RoomCard
              key={room.code}
              room={room}
              nights={hotel.nights}
              timeZone={hotel.timeZone}
              bookPathFor={bookPathFor}
            />
          ))}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="amenity" pt="md">
        <AmenityList amenities={hotel.amenities} label={t('tabs.amenity')} />
      </Tabs.Panel>

      <Tabs.Panel value="about" pt="md">
        <Stack gap="md" component="dl" m={0}>
          {hotel.about.map((item) => (
            <div key={item.title}>
              <Text component="dt" fw={700}>
                {item.title}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {item.text}
              </Text>
            </div>
          ))}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="reviews" pt="md">
        <ReviewsSummary reviews={hotel.reviews} />
      </Tabs.Panel>
    </Tabs>
  );
}
