import { describe, expect, it } from 'vitest';
import { HOTEL_SCORE_WORDS, hotelScoreWord } from '@travel/contracts/hotels';
import { referenceCatalog } from '../../lib/reference-catalog';
import { HotelCatalogue } from './hotel-catalogue';
import { reviewsPage, scoreShares, writtenReviewCount } from './hotel-reviews';

const { catalog } = referenceCatalog();
const NOW = new Date('2027-03-01T12:00:00Z');
const CENTRES = { excellent: 4.75, veryGood: 4.2, good: 3.7, fair: 2.95, poor: 1.7 };

describe('simulated written reviews', () => {
  const hotels = new HotelCatalogue(catalog, 'reviews-test');
  const london = catalog.cities.find(
    (city) => city.name === 'London' && city.countryCode === 'GB',
  )!;
  const all = hotels.hotelsOf(london);

  it('shares per score word sum to 100 and average the rating where the bands allow', () => {
    for (let rating = 1.5; rating <= 4.6; rating += 0.1) {
      const shares = scoreShares(rating);
      const values = HOTEL_SCORE_WORDS.map((word) => shares[word]);
      expect(values.reduce((a, b) => a + b, 0)).toBe(100);
      const mean = HOTEL_SCORE_WORDS.reduce((sum, word) => sum + shares[word] * CENTRES[word], 0);
      if (rating >= 2) expect(Math.abs(mean / 100 - rating)).toBeLessThan(0.06);
      // Every word keeps a guest or two.
      expect(Math.min(...values)).toBeGreaterThanOrEqual(rating < 2 ? 0 : 1);
    }
  });

  it('writes the same reviews for the same hotel, and any page without the others', () => {
    const hotel = all[0]!;
    const whole = reviewsPage(hotel, 1, 20, NOW).reviews;
    const again = new HotelCatalogue(catalog, 'reviews-test').hotel(hotel.id)!;
    expect(reviewsPage(again, 1, 20, NOW).reviews).toEqual(whole);
    expect(reviewsPage(hotel, 3, 5, NOW).reviews).toEqual(whole.slice(10, 15));
    expect(reviewsPage(hotel, 1, 20, NOW).total).toBe(writtenReviewCount(hotel));
  });

  it('follows the hotel: its score words, its facts, the traveller’s own voice', () => {
    let words = 0;
    for (const hotel of all.slice(0, 40)) {
      const { reviews } = reviewsPage(hotel, 1, 20, NOW);
      const mean = reviews.reduce((sum, review) => sum + review.score, 0) / reviews.length;
      expect(Math.abs(mean - hotel.rating)).toBeLessThan(0.9);
      for (const review of reviews) {
        expect(review.word).toBe(hotelScoreWord(review.score));
        expect(review.text).not.toMatch(/[{}]|undefined|NaN/);
        const text = review.text.toLowerCase();
        if (!hotel.amenities.includes('pool')) expect(text).not.toContain('pool');
        if (!hotel.amenities.includes('spa')) expect(text).not.toContain('spa ');
        if (hotel.facts.parkingUsd === 0) expect(text).not.toContain('parking costs');
        if (!hotel.airportCode) expect(text).not.toContain('airport, just');
        if (review.traveller === 'solo' || review.traveller === 'business') {
          expect(review.text).not.toMatch(/\b(we|our|us)\b/i);
        }
        expect(hotel.roomTypes.map((type) => type.spec.name)).toContain(review.room);
        words += review.text.split(' ').length;
      }
    }
    expect(words / (40 * 20)).toBeGreaterThan(25);
  });
});
