import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { initialHotelBookValues, type HotelBookValues } from './book-values';
import { validateHotelBooking } from './validate-hotel-booking';

/** Each contract rule of the hotel booking form → the words the traveller reads (English). */
const t = i18n.getFixedT('hotel-booking');
// An agent paying from the balance: no card to check (the card rules are the payment form's).
const agent = { isAgent: true };

function valuesWith(rest: Partial<HotelBookValues> = {}): HotelBookValues {
  return {
    ...initialHotelBookValues(2, { name: 'Ann Lee', email: 'ann@example.com' }),
    guests: [
      { firstName: 'Ann', lastName: 'Lee' },
      { firstName: 'Bo', lastName: 'Lee' },
    ],
    contact: { name: 'Ann Lee', email: 'ann@example.com', mobile: '+44 20 7946 0000' },
    payMethod: 'balance',
    acceptTerms: true,
    ...rest,
  };
}

describe('validateHotelBooking (the contract schema, messages mapped by lib/form-errors)', () => {
  it('passes a complete form', () => {
    expect(validateHotelBooking(valuesWith(), agent, t)).toEqual({});
  });

  it('words each rule', () => {
    expect(
      validateHotelBooking(
        valuesWith({
          guests: [
            { firstName: '', lastName: 'Lee' },
            { firstName: 'Bo', lastName: 'L'.repeat(51) },
          ],
          contact: { name: ' ', email: 'ann@', mobile: 'call me' },
          specialRequests: 'x'.repeat(501),
          acceptTerms: false,
          bookFor: 'subagent',
        }),
        agent,
        t,
      ),
    ).toEqual({
      'guests.0.firstName': 'Please fill in First name',
      'guests.1.lastName': 'Use at most 50 characters.',
      'contact.name': 'Please fill in Contact name',
      'contact.email': 'Invalid email format',
      'contact.mobile': 'Invalid phone number format',
      specialRequests: 'Up to 500 characters.',
      acceptTerms: 'Please accept the rules and the terms of service',
      subagentId: 'Please choose the sub-agent',
    });
  });

  it('takes guest names as the contract does: up to 50 characters, any alphabet', () => {
    // The hotel registers the lead guest as given (HotelGuestSchema); the web no longer
    // refuses a name the API takes, such as the fixtures' "Guest1".
    const guests = [
      { firstName: 'Guest1', lastName: 'Lee' },
      { firstName: 'Zoë', lastName: "O'Brien" },
    ];
    expect(validateHotelBooking(valuesWith({ guests }), agent, t)).toEqual({});
  });

  it('checks the card whenever the booking pays or guarantees by card', () => {
    const errors = validateHotelBooking(valuesWith({ payMethod: 'card' }), { isAgent: false }, t);
    expect(Object.keys(errors).every((path) => path.startsWith('card.'))).toBe(true);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
  });
});
