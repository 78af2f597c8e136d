import type { AppContext } from '../app-context';
import { hotelSupplier } from '../lib/hotel-supplier';
import { SimulatedHotels } from '../suppliers/hotels/simulated-hotels';
import type { HotelHeaderFacts } from '@travel/contracts/hotels';

/**
 * /hotel/{id}'s header facts for the page's first HTML (issue 10): a synchronous read of the
 * simulated hotels' catalogue, generated in memory at start-up (no database, no rooms). A
 * supplier without such a catalogue gives none, and the page keeps its skeleton.
 */
export function pageHotelLookup(
  ctx: Pick<AppContext, 'db'>,
): (id: string) => HotelHeaderFacts | null {
  return (id) => {
    // Asked for at the first page, not at start-up: the catalogue is built on first use.
    const supplier = hotelSupplier(ctx);
    if (!(supplier instanceof SimulatedHotels)) return null;
    const hotel = supplier.catalogue.hotel(id);
    if (!hotel) return null;
    // The fields HotelDetail carries under the same names (simulated-hotels.ts detailOf).
    return {
      chainName: hotel.chainName,
      name: hotel.name,
      rating: hotel.rating,
      reviewCount: hotel.reviewCount,
      street: hotel.street,
      city: hotel.city.city.name,
      countryName: hotel.city.countryName,
      latitude: hotel.latitude,
      longitude: hotel.longitude,
      timeZone: hotel.city.timeZone,
      checkInFrom: hotel.checkInFrom,
      checkOutUntil: hotel.checkOutUntil,
      pictures: hotel.pictures,
    };
  };
}
