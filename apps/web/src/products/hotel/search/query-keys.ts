import type { HotelSearchBody } from '@travel/contracts/hotels';

/** Query keys of the hotels feature, in one place. */
export const hotelKeys = {
  all: ['hotels'] as const,
  address: (language: string, where: string) =>
    [...hotelKeys.all, 'address', language, where] as const,
  search: (body: HotelSearchBody | null) => [...hotelKeys.all, 'search', body] as const,
};
