import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { hotelHeadingOf } from '../lib/hotel-heading';
import { HotelGallery } from './hotel-gallery';
import { HotelHeaderView } from './hotel-header-view';
import { HotelStars } from '../../../products/hotel/hotel-stars';

/** The top of /hotel/{id} (see HotelHeaderView), with the gallery and the stars drawn. */
export function HotelHeader({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation('hotel-booking');
  return (
    <HotelHeaderView
      heading={hotelHeadingOf(hotel, t)}
      gallery={
        <HotelGallery pictures={hotel.pictures.length > 0 ? hotel.pictures : [hotel.picture]} />
      }
      stars={
        <HotelStars stars={hotel.stars} rating={hotel.rating} reviewCount={hotel.reviewCount} />
      }
    />
  );
}
