import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { hotelHeadingOf } from '../lib/hotel-heading';
import { BestRate } from './best-rate';
import { HotelGallery } from './hotel-gallery';
import { HotelHeaderView } from './hotel-header-view';
import { LocationMapSlot } from './location-map-slot';

/**
 * The top of /hotel/{id} (see HotelHeaderView), with the gallery, the stars and the score with
 * its word, the best rate with Reserve, and the small map drawn.
 */
export function HotelHeader({
  hotel,
  bookPathFor,
  onAllRooms,
  refreshing,
}: {
  hotel: HotelDetail;
  bookPathFor: (roomCode: string) => string;
  onAllRooms: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  const heading = hotelHeadingOf(hotel, t);
  return (
    <HotelHeaderView
      heading={heading}
      gallery={
        <HotelGallery pictures={hotel.pictures.length > 0 ? hotel.pictures : [hotel.picture]} />
      }
      stars={
        <Group gap="xs" wrap="wrap" align="center">
          <Group
            gap={2}
            role="img"
            aria-label={t('header.stars', { count: hotel.stars })}
            wrap="nowrap"
          >
            {Array.from({ length: hotel.stars }, (_, index) => (
              <IconStarFilled
                key={index}
                size={16}
                color="var(--mantine-color-yellow-6)"
                aria-hidden
              />
            ))}
          </Group>
          <Text size="sm" fw={700}>
            {heading.score}
          </Text>
          <Text size="sm" c="gray.7">
            {heading.reviews}
          </Text>
        </Group>
      }
      offer={
        <BestRate
          hotel={hotel}
          bookPathFor={bookPathFor}
          onAllRooms={onAllRooms}
          refreshing={refreshing}
        />
      }
      map={
        <LocationMapSlot name={hotel.name} latitude={hotel.latitude} longitude={hotel.longitude} />
      }
    />
  );
}
