import type { TFunction } from '../../../lib/i18n';
import type { HotelHeaderFacts } from '@travel/contracts/hotels';
import { hotelScoreWord } from '@travel/contracts/hotel-rules';
import { scoreText } from '../../../products/hotel/hotel-format';

/** The header's facts (contracts: the server writes them into the first HTML too). */
export type HotelFacts = HotelHeaderFacts;

/** The header's texts, as HotelHeader shows them and as the server writes them in. */
export interface HotelHeading {
  chainName: string;
  name: string;
  /** The first picture's caption, under the large picture. */
  caption: string;
  /** "4.5/5 · Excellent": the score and its word (the review-score filter's bands). */
  score: string;
  reviews: string;
  address: string;
  location: string;
  checkTimes: string;
  /** How many thumbnails the gallery shows (none for a single picture). */
  pictureCount: number;
}

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/** `t` is the hotel-booking namespace's. */
export function hotelHeadingOf(hotel: HotelFacts, t: TFunction): HotelHeading {
  return {
    chainName: hotel.chainName,
    name: hotel.name,
    caption: hotel.pictures[0]?.caption ?? '',
    score: t('header.score', {
      score: scoreText(hotel.rating),
      word: t(`scoreWords.${hotelScoreWord(hotel.rating)}`),
    }),
    reviews: t('header.reviews', { count: hotel.reviewCount }),
    address: `${hotel.street}, ${hotel.city}, ${hotel.countryName}`,
    location: t('header.location', {
      latitude: coordinate(hotel.latitude, 'N', 'S'),
      longitude: coordinate(hotel.longitude, 'E', 'W'),
      timeZone: hotel.timeZone,
    }),
    checkTimes: t('header.checkTimes', { from: hotel.checkInFrom, until: hotel.checkOutUntil }),
    pictureCount: hotel.pictures.length,
  };
}
