import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PhoneNumberSchema, EmailSchema } from './accounts';
import { ContactSchema, PassengerSchema } from './flight-booking';
import { SaveFrequentTravellerBodySchema } from './frequent-travellers';
import { unsubscribeEmailProblem } from './mail';
import { EMAIL_PATTERN, isEmail, NAME_PATTERN, PHONE_PATTERN } from './patterns';

/** One rule per kind of value (issue 11 §3): the web's checks and every schema agree. */

const PHONES_OK = [
  '+1 (555) 010-2030',
  '+82 2 555 0199',
  '555010',
  '0044-20-7946-0958',
  '+1 415 555 0100',
];
const PHONES_BAD = [
  '',
  'call me',
  '12345',
  '+1',
  '(555) 010',
  '+1 555 010 2030 ext 4',
  '1'.repeat(33),
];
const EMAILS_OK = ['ann@example.com', 'ann.lee+trip@mail.example.co.uk', "o'neil@example.org"];
const EMAILS_BAD = [
  'ann',
  'ann@',
  'ann@example',
  'ann@example.c',
  'ann lee@example.com',
  '.ann@example.com',
  'ann..lee@example.com',
  'ann@@example.com',
];
const NAMES_OK = ['Ann', 'Mary-Jo', "O'Neil", 'O’Brien', 'José María', 'Łukasz', '李', 'Zoë'];
const NAMES_BAD = ['', ' Ann', '-Ann', 'Ann2', 'J. Smith', 'Ann_Lee', 'Ann@Lee'];

describe('the shared patterns', () => {
  it.each(PHONES_OK)('accept the phone %s', (value) =>
    expect(PHONE_PATTERN.test(value)).toBe(true),
  );
  it.each(PHONES_BAD)('refuse the phone %j', (value) =>
    expect(PHONE_PATTERN.test(value)).toBe(false),
  );
  it.each(EMAILS_OK)('accept the email %s', (value) => expect(isEmail(value)).toBe(true));
  it.each(EMAILS_BAD)('refuse the email %j', (value) => expect(isEmail(value)).toBe(false));
  it.each(NAMES_OK)('accept the name %s', (value) => expect(NAME_PATTERN.test(value)).toBe(true));
  it.each(NAMES_BAD)('refuse the name %j', (value) => expect(NAME_PATTERN.test(value)).toBe(false));

  it('refuse an email longer than SMTP carries', () => {
    expect(isEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });

  it.each([...EMAILS_OK, ...EMAILS_BAD, 'a_b@x-y.io', "-a'@b.cd", 'a-@b.cd', "a'@b.cd"])(
    'answer the email %j as zod’s own rule does, so the web and the API agree',
    (value) => expect(EMAIL_PATTERN.test(value)).toBe(z.regexes.email.test(value)),
  );
});

describe('every schema uses them', () => {
  const phoneFields = [
    (v: string) => PhoneNumberSchema.safeParse(v).success,
    (v: string) =>
      SaveFrequentTravellerBodySchema.safeParse({
        firstName: 'Ann',
        lastName: 'Lee',
        phoneNumber: v,
      }).success,
    (v: string) =>
      ContactSchema.safeParse({ name: 'Ann Lee', email: 'ann@example.com', mobile: v }).success,
  ];
  it.each(PHONES_OK.map((v) => [v]))(
    'phone %s is accepted by accounts, frequent travellers and booking',
    (value) => {
      expect(phoneFields.map((accepts) => accepts(value))).toEqual([true, true, true]);
    },
  );
  it.each(['12345', '+1 (55) 5', '1'.repeat(26)])(
    'phone %s gets one answer everywhere',
    (value) => {
      const answer = PHONE_PATTERN.test(value);
      expect(phoneFields.map((accepts) => accepts(value))).toEqual([answer, answer, answer]);
    },
  );

  it.each([...EMAILS_OK, ...EMAILS_BAD.filter(Boolean)])(
    'email %s gets one answer everywhere',
    (value) => {
      const answer = isEmail(value);
      expect(EmailSchema.safeParse(value).success).toBe(answer);
      expect(unsubscribeEmailProblem(value) === null).toBe(answer);
    },
  );

  it.each([...NAMES_OK, 'Ann2', 'J. Smith', 'Ann_Lee'])(
    'name %s gets one answer everywhere',
    (value) => {
      const answer = NAME_PATTERN.test(value);
      expect(
        SaveFrequentTravellerBodySchema.safeParse({ firstName: value, lastName: 'Lee' }).success,
      ).toBe(answer);
      expect(PassengerSchema.shape.firstName.safeParse(value).success).toBe(answer);
    },
  );
});
