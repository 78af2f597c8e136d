import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { initialBookingValues, type BookingValues, type PassengerValues } from './booking-values';
import { validateBooking, type BookingContext } from './validate-booking';

/** Each contract rule of the /book form → the words the traveller reads (English). */
const t = i18n.getFixedT('flight-booking');
const ctx: BookingContext = {
  adults: 1,
  firstTravelDate: '2030-06-10',
  lastTravelDate: '2030-06-17',
  invoice: true,
  isAgent: false,
  today: '2026-11-25',
};

const adult: PassengerValues = {
  ...initialBookingValues(1).passengers[0]!,
  firstName: 'Ann',
  lastName: 'Lee',
  birthday: '1990-05-01',
  gender: 'Female',
  cardNum: 'X1234567',
  cardExpired: '2034-01-01',
  nationality: 'US',
  cardIssuePlace: 'US',
};

function valuesWith(
  passenger: Partial<PassengerValues> = {},
  rest: Partial<BookingValues> = {},
): BookingValues {
  const base = initialBookingValues(1, {
    name: 'Ann Lee',
    email: 'ann@example.com',
    mobile: '+1 212 555 0100',
  });
  return {
    ...base,
    passengers: [{ ...adult, ...passenger }],
    invoice: { companyName: 'Acme', taxId: 'US12', address: '1 Main St' },
    acceptTerms: true,
    timing: 'reserve',
    ...rest,
  };
}
const errorsOf = (passenger: Partial<PassengerValues>, rest: Partial<BookingValues> = {}) =>
  validateBooking(valuesWith(passenger, rest), ctx, t).errors;

describe('validateBooking (the contract schema, messages mapped by lib/form-errors)', () => {
  it('passes a complete form', () => {
    expect(validateBooking(valuesWith(), ctx, t)).toEqual({ errors: {}, groups: [] });
  });

  it('asks for each blank required field by its label', () => {
    const { errors, groups } = validateBooking(
      valuesWith(
        { firstName: ' ', birthday: '', gender: '', cardNum: '', nationality: '' },
        { acceptTerms: false },
      ),
      ctx,
      t,
    );
    expect(errors).toEqual({
      'passengers.0.firstName': 'Please fill in First name',
      'passengers.0.birthday': 'Please fill in Date of birth',
      'passengers.0.gender': 'Please fill in Gender',
      'passengers.0.cardNum': 'Please fill in Passport number',
      'passengers.0.nationality': 'Please fill in Nationality',
      acceptTerms: 'Please accept the fare rules and terms to book.',
    });
    expect(groups).toEqual(['passenger', 'terms']);
  });

  it('asks for no passport where the itinerary needs none, and checks one typed anyway', () => {
    const domestic = { ...ctx, documents: false };
    const blank = { cardNum: '', cardExpired: '', nationality: '', cardIssuePlace: '' };
    expect(validateBooking(valuesWith(blank), domestic, t).errors).toEqual({});
    expect(validateBooking(valuesWith(blank), ctx, t).errors).toEqual({
      'passengers.0.cardNum': 'Please fill in Passport number',
      'passengers.0.cardExpired': 'Please fill in Passport expiry date',
      'passengers.0.nationality': 'Please fill in Nationality',
      'passengers.0.cardIssuePlace': 'Please fill in Passport issued in',
    });
    expect(
      validateBooking(valuesWith({ cardExpired: '2030-06-01' }), domestic, t).errors,
    ).toHaveProperty('passengers.0.cardExpired');
  });

  it('words the passenger rules', () => {
    expect(
      errorsOf({
        firstName: 'Ann2',
        middleName: 'M.',
        lastName: 'L'.repeat(51),
        cardNum: 'AB-12',
        cardExpired: '2034-13-01',
        frequentFlyerProgram: 'ABCD',
        frequentFlyerNumber: '1'.repeat(21),
        knownTravellerNumber: '1'.repeat(26),
      }),
    ).toEqual({
      'passengers.0.firstName': 'Use letters, spaces, hyphens and apostrophes only.',
      'passengers.0.middleName': 'Use letters, spaces, hyphens and apostrophes only.',
      'passengers.0.lastName': 'Use at most 50 characters.',
      'passengers.0.cardNum': 'Use 5 to 20 letters or digits.',
      'passengers.0.cardExpired': 'Enter a valid date.',
      'passengers.0.frequentFlyerProgram': "Use the airline's 2 or 3 character code.",
      'passengers.0.frequentFlyerNumber': 'Use up to 20 letters or digits.',
      'passengers.0.knownTravellerNumber': 'Use up to 25 letters or digits.',
    });
  });

  it('keeps the rules that need the offer: age on the travel date, passport validity', () => {
    expect(errorsOf({ birthday: '2027-01-01' })).toEqual({
      'passengers.0.birthday': 'Enter a real date of birth that is not in the future.',
    });
    const later = { ...ctx, today: '2029-06-01' };
    const infant = validateBooking(valuesWith({ birthday: '2029-01-01' }), later, t).errors;
    expect(infant['passengers.0.birthday']).toMatch(
      /^On 06\/10\/2030 this traveller is 1\. This place is for an adult/,
    );
    const child = validateBooking(valuesWith({ birthday: '2020-01-01' }), later, t).errors;
    expect(child['passengers.0.birthday']).toMatch(/^On 06\/10\/2030 this traveller is 10/);
    expect(errorsOf({ cardExpired: '2030-06-17' })).toEqual({
      'passengers.0.cardExpired':
        'The passport must be valid beyond your last travel date (06/17/2030).',
    });
  });

  it('checks a lap infant by kind: under 2 on the first travel date (issue 13 §1)', () => {
    const family = { ...ctx, adults: 1, children: 1, today: '2030-01-01' };
    const values = (child: string, infant: string): BookingValues => {
      const base = valuesWith();
      const [first] = base.passengers;
      return {
        ...base,
        passengers: [
          first!,
          { ...first!, firstName: 'Kim', birthday: child },
          { ...first!, firstName: 'Ivy', birthday: infant },
        ],
      };
    };
    const ok = validateBooking(values('2023-05-01', '2029-05-01'), family, t).errors;
    expect(Object.keys(ok).filter((path) => path.includes('birthday'))).toEqual([]);
    const swapped = validateBooking(values('2029-05-01', '2023-05-01'), family, t).errors;
    expect(swapped['passengers.1.birthday']).toMatch(/This place is for a child/);
    expect(swapped['passengers.2.birthday']).toMatch(
      /^On 06\/10\/2030 this traveller is 7\. This place is for a lap infant/,
    );
  });

  it('words the contact and invoice rules', () => {
    const contact = { name: 'Ann', email: 'ann@', mobile: 'call me', address: '', postcode: '' };
    expect(
      errorsOf(
        {},
        {
          contact: { ...contact, emailCode: '12ab' },
          invoice: { companyName: '', taxId: 'X', address: 'A' },
        },
      ),
    ).toEqual({
      'contact.email': 'Enter a valid email address.',
      'contact.mobile': 'Enter a phone number with digits only, optionally starting with +.',
      'contact.emailCode': 'code format error',
      'invoice.companyName': 'Please fill in Company name',
      'invoice.taxId': 'The tax ID is too short.',
    });
  });

  it("follows the contract where the web's own copy was stricter (issue 11 §3)", () => {
    // A programme code of one character, a number without a programme: the API takes both.
    expect(errorsOf({ frequentFlyerProgram: 'A', frequentFlyerNumber: '' })).toEqual({});
    expect(errorsOf({ frequentFlyerProgram: '', frequentFlyerNumber: '12345' })).toEqual({});
    // A name past the contract's 50 characters was let through before and refused by the API.
    expect(errorsOf({ firstName: 'A'.repeat(51) })).toEqual({
      'passengers.0.firstName': 'Use at most 50 characters.',
    });
  });
});
