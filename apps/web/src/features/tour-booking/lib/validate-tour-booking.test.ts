import { describe, expect, it } from 'vitest';
import type { RoomContext } from '@travel/contracts/tours';
import { parseRooms, formatRooms } from './book-query';
import { initialValues, syncTourists } from './book-values';
import { saveBody } from './save-body';
import { filled, flight } from '../test/filled-values';
import {
  ageOn,
  problemMessages,
  validateTourBooking,
  type BookRules,
} from './validate-tour-booking';

const tourCtx: RoomContext = { kind: 'tour', optionCodes: ['1', '2', '3', 'child', 'bedchild'] };
const rules: BookRules = {
  departDate: '2030-06-10',
  roomContext: tourCtx,
  bookForRole: null,
  today: '2030-01-01',
};

// Echoes the key and its options, as the page's `t` would look them up.
const t = (key: string, options?: Record<string, unknown>) =>
  options && Object.keys(options).length > 0 ? `${key} ${JSON.stringify(options)}` : key;

describe('the tour booking form rules (spec part 2 §5)', () => {
  it('accepts a complete booking', () => {
    expect(validateTourBooking(filled(), rules)).toEqual({});
  });

  it("says 'Please fill in {field}' for every missing required field", () => {
    const problems = validateTourBooking(initialValues(parseRooms('1-0'), '', false), rules);
    const messages = problemMessages(problems, t);
    expect(messages['contact.firstName']).toBe('validation.fillIn {"field":"fields.firstName"}');
    expect(messages['contact.phone']).toBe('validation.fillIn {"field":"fields.phone"}');
    expect(messages['contact.email']).toBe('validation.fillIn {"field":"fields.email"}');
    for (const field of ['airport', 'date', 'number', 'time']) {
      expect(problems[`contact.arrivalFlight.${field}`]?.key).toBe('validation.fillIn');
      expect(problems[`contact.departureFlight.${field}`]?.key).toBe('validation.fillIn');
    }
    expect(problems['tourists.0.birthday']?.field).toBe('fields.birthday');
    expect(problems.insurance?.key).toBe('validation.insuranceRequired');
    expect(problems.acceptTerms?.key).toBe('validation.acceptTerms');
    // Optional fields stay quiet.
    expect(problems['contact.idNumber']).toBeUndefined();
    expect(problems['tourists.0.passportNumber']).toBeUndefined();
  });

  it('gives the invalid format messages for phone, email and flights', () => {
    const values = filled();
    values.contact.phone = '+33 12';
    values.contact.email = 'ada@';
    values.contact.arrivalFlight = {
      ...flight('2030-06-09'),
      airport: 'PARIS',
      number: 'UA-12345',
      time: '25:00',
    };
    const problems = validateTourBooking(values, rules);
    expect(problems['contact.phone']?.key).toBe('validation.invalidPhone');
    expect(problems['contact.email']?.key).toBe('validation.invalidEmail');
    expect(problems['contact.arrivalFlight.airport']?.key).toBe('validation.invalidAirport');
    expect(problems['contact.arrivalFlight.number']?.key).toBe('validation.invalidFlightNumber');
    expect(problems['contact.arrivalFlight.time']?.key).toBe('validation.invalidTime');
  });

  it('refuses a departure flight before the arrival flight', () => {
    const values = filled();
    values.contact.departureFlight = flight('2030-06-01');
    expect(validateTourBooking(values, rules)['contact.departureFlight.date']?.key).toBe(
      'validation.departureBeforeArrival',
    );
  });

  it('checks ages against the departure date: a child under 12, an adult 12 or over', () => {
    expect(ageOn('2018-06-11', '2030-06-10')).toBe(11);
    expect(ageOn('2018-06-10', '2030-06-10')).toBe(12);
    const values = filled();
    const child = values.tourists.findIndex((tourist) => tourist.type === 'child');
    values.tourists[child]!.birthday = '2018-06-10';
    values.tourists[0]!.birthday = '2019-01-01';
    const problems = validateTourBooking(values, rules);
    expect(problems[`tourists.${child}.birthday`]?.key).toBe('validation.childTooOld');
    expect(problems['tourists.0.birthday']?.key).toBe('validation.adultTooYoung');
  });

  it('applies the room rules of the contracts (capacity, cruise cabins)', () => {
    const values = filled();
    values.rooms = parseRooms('3-1');
    values.tourists = syncTourists(values.rooms, values.tourists);
    expect(validateTourBooking(values, rules).rooms?.key).toBe('rooms.rule.capacity');
    const cruise: RoomContext = {
      kind: 'cruise',
      optionCodes: ['2', 'bedchild'],
      cabinCapacity: 4,
    };
    const cabins = filled();
    cabins.rooms = parseRooms('3-0');
    expect(validateTourBooking(cabins, { ...rules, roomContext: cruise }).rooms?.key).toBe(
      'rooms.rule.cruiseAdults',
    );
    expect(validateTourBooking(cabins, { ...rules, roomContext: cruise }).cabin?.key).toBe(
      'validation.fillIn',
    );
  });

  it("asks an agent for the sub-agent it books for, in the book-for namespace's words", () => {
    const values = { ...filled(), bookFor: 'subagent' as const };
    const problems = validateTourBooking(values, { ...rules, bookForRole: 'agent' });
    expect(problems.subagentId).toEqual({
      key: 'errors.subagentRequired',
      values: { ns: 'book-for' },
    });
  });
});

describe('rooms and travellers', () => {
  it('reads and writes the detail page link (adults-children per room)', () => {
    expect(parseRooms('2-1,2-0')).toEqual([
      { key: 'r1', adults: 2, children: 1 },
      { key: 'r2', adults: 2, children: 0 },
    ]);
    expect(parseRooms('2-x')).toEqual([]);
    expect(formatRooms([{ key: 'r1', adults: 2, children: 1, childBed: false }])).toBe('2-1n');
  });

  it('keeps what was typed for each traveller when rooms change', () => {
    const values = filled();
    const rooms = parseRooms('2-1b,2-0,1-0');
    const tourists = syncTourists(rooms, values.tourists);
    expect(tourists).toHaveLength(6);
    expect(tourists.slice(0, 5)).toEqual(values.tourists);
    expect(tourists[5]).toMatchObject({ room: 'r3', type: 'adult', firstName: '' });
  });

  it('builds the SaveOrder body the contract takes, with the price the page showed', () => {
    const body = saveBody(
      'tour',
      filled(),
      { tourid: 'alpine-lakes', packageID: 'alpine-lakes-2030-06-10', cttq: '2030-06-10' },
      412_300,
      false,
    );
    expect(body).toMatchObject({
      tourid: 'alpine-lakes',
      expectedTotal: 412_300,
      acceptTerms: true,
      insurance: 'self',
      rooms: [
        { key: 'r1', adults: 2, children: 1, childBed: true },
        { key: 'r2', adults: 2, children: 0 },
      ],
      contact: { arrivalFlight: { airport: 'CDG', number: 'AF123' } },
    });
    expect(body.tourists).toHaveLength(5);
    expect('bookFor' in body).toBe(false);
    expect('cabin' in body).toBe(false);
  });
});
