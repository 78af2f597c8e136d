import type { HotelRule } from '@travel/contracts/hotels';
import type { HotelOrderBody } from '@travel/contracts/hotel-orders';
import { cardPaymentOf } from '../../../components/payment/card-values';
import { bookForBody } from '../../../components/book-for/book-for-values';
import type { HotelBookValues } from './book-values';

/** The SaveOrderNew body for the priced rule and the valid form. */
export function hotelOrderBodyOf(
  values: HotelBookValues,
  rule: HotelRule,
  hotelId: string,
  isAgent: boolean,
): HotelOrderBody {
  const byBalance = isAgent && values.payMethod === 'balance';
  return {
    hotelId,
    roomCode: rule.rate.roomCode,
    checkIn: rule.stay.checkIn,
    checkOut: rule.stay.checkOut,
    rooms: rule.stay.rooms,
    adults: rule.stay.adults,
    children: rule.stay.children,
    guests: values.guests.map((guest) => ({
      firstName: guest.firstName.trim(),
      lastName: guest.lastName.trim(),
    })),
    contact: {
      name: values.contact.name.trim(),
      email: values.contact.email.trim(),
      mobile: values.contact.mobile.trim(),
    },
    specialRequests: values.specialRequests.trim(),
    expectedTotal: rule.rate.total,
    payment: byBalance
      ? { method: 'balance' }
      : { method: 'card', card: cardPaymentOf(values.card) },
    ...(isAgent
      ? {
          bookFor: bookForBody(values),
        }
      : {}),
    acceptTerms: true,
  };
}
