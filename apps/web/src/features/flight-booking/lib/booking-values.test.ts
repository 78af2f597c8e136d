import { describe, expect, it } from 'vitest';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { bookBodyOf, initialBookingValues, prefillFromAccount } from './booking-values';

const SELF: FrequentTraveller = {
  id: '9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  firstName: 'Ada',
  middleName: '',
  lastName: 'Lovelace',
  birthday: '1990-12-10',
  gender: 'Female',
  phoneNumber: '+44 20 7946 0000',
  self: true,
};
const OFFER = { offerId: 'o', brandId: 'b', invoice: false };

describe('bookBodyOf', () => {
  it('leaves the passport out when none was typed (a trip that needs none)', () => {
    const values = initialBookingValues(1);
    const [passenger] = bookBodyOf(values, OFFER, false).passengers;
    expect(passenger).not.toHaveProperty('cardNum');
    expect(passenger).not.toHaveProperty('nationality');
    expect(passenger).toMatchObject({ cardType: 'P' });
  });

  it('sends the whole passport once any of it is typed', () => {
    const values = initialBookingValues(1);
    values.passengers[0] = { ...values.passengers[0]!, cardNum: ' X1234567 ' };
    expect(bookBodyOf(values, OFFER, false).passengers[0]).toMatchObject({
      cardNum: 'X1234567',
      cardExpired: '',
      nationality: '',
      cardIssuePlace: '',
    });
  });
});

describe('prefillFromAccount', () => {
  it('fills an untouched first adult and a blank mobile from the account holder', () => {
    const changes = prefillFromAccount(initialBookingValues(2), [SELF]);
    expect(changes['passengers.0']).toMatchObject({
      frequentlyUser: SELF.id,
      firstName: 'Ada',
      lastName: 'Lovelace',
      birthday: '1990-12-10',
      gender: 'Female',
    });
    expect(changes['contact.mobile']).toBe('+44 20 7946 0000');
  });

  it('keeps what was typed, and does nothing without the holder', () => {
    const values = initialBookingValues(1, { mobile: '+1 212 555 0100' });
    values.passengers[0] = { ...values.passengers[0]!, firstName: 'Grace' };
    expect(prefillFromAccount(values, [SELF])).toEqual({});
    expect(prefillFromAccount(initialBookingValues(1), [{ ...SELF, self: undefined }])).toEqual({});
  });
});
