import { parseRooms } from '../lib/book-query';
import { initialValues, type TourBookValues } from '../lib/book-values';

export const flight = (date: string, time = '09:30') => ({
  airport: 'cdg',
  date,
  number: 'af123',
  time,
  remark: '',
});

/** Two rooms (2 adults + 1 child with bed, 2 adults), every field filled in validly. */
export function filled(): TourBookValues {
  const values = initialValues(parseRooms('2-1b,2-0'), '', false);
  values.tourists = values.tourists.map((tourist, index) => ({
    ...tourist,
    firstName: `Ada${'abcdefgh'[index]}`,
    lastName: 'Lovelace',
    gender: 'Female',
    birthday: tourist.type === 'child' ? '2022-03-01' : '1990-05-20',
    nationality: 'FR',
  }));
  values.contact = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: '+33 612345678',
    email: 'ada@example.com',
    idNumber: '',
    address: '',
    arrivalFlight: flight('2030-06-09'),
    departureFlight: flight('2030-06-20', '18:05'),
  };
  values.insurance = 'self';
  values.acceptTerms = true;
  return values;
}
