import type { BookBody } from '@travel/contracts/flight-booking';
import { NAME_PATTERN, PHONE_PATTERN, isEmail } from '@travel/contracts/patterns';
import type { BookForFields } from './book-for-fields';

export {
  EMPTY_BOOK_FOR,
  type BookForFields,
  type BookForKind,
  type CustomerSource,
} from './book-for-fields';

/** Field names of the "book for" section, so a form can show its errors in that section. */
export const BOOK_FOR_FIELD = /^(subagentId|clientId|customer[A-Z]\w*|saveClient)$/;

/** `bookFor` of the booking calls (flights and hotels take the same shape). */
export function bookForBody(values: BookForFields): BookBody['bookFor'] {
  if (values.bookFor === 'subagent') return { kind: 'subagent', subagentId: values.subagentId };
  if (values.bookFor !== 'customer') return { kind: values.bookFor };
  if (values.customerSource === 'saved') {
    return { kind: 'customer', customer: { clientId: values.clientId } };
  }
  const phone = values.customerPhone.trim();
  return {
    kind: 'customer',
    customer: {
      details: {
        firstName: values.customerFirstName.trim(),
        lastName: values.customerLastName.trim(),
        email: values.customerEmail.trim(),
        ...(phone ? { phone } : {}),
      },
      save: values.saveClient,
    },
  };
}

export type BookForErrorWord =
  | 'subagentRequired'
  | 'clientRequired'
  | 'firstNameRequired'
  | 'lastNameRequired'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'nameInvalid';

/**
 * What is missing or wrong in the "book for" section, by field, as words of the `book-for`
 * namespace; empty when it can be sent. Only agents (and sub-agents) have the section.
 */
export function bookForProblems(
  values: BookForFields,
  canBookForSubagent: boolean,
): Partial<Record<keyof BookForFields, BookForErrorWord>> {
  const problems: Partial<Record<keyof BookForFields, BookForErrorWord>> = {};
  if (values.bookFor === 'subagent' && canBookForSubagent && !values.subagentId) {
    problems.subagentId = 'subagentRequired';
  }
  if (values.bookFor !== 'customer') return problems;
  if (values.customerSource === 'saved') {
    if (!values.clientId) problems.clientId = 'clientRequired';
    return problems;
  }
  const name = (value: string, missing: BookForErrorWord): BookForErrorWord | undefined => {
    const trimmed = value.trim();
    if (!trimmed) return missing;
    return NAME_PATTERN.test(trimmed) && trimmed.length <= 50 ? undefined : 'nameInvalid';
  };
  const first = name(values.customerFirstName, 'firstNameRequired');
  const last = name(values.customerLastName, 'lastNameRequired');
  if (first) problems.customerFirstName = first;
  if (last) problems.customerLastName = last;
  const email = values.customerEmail.trim();
  // The same rules as the API's contract, so the form says what the server would refuse.
  if (!email) problems.customerEmail = 'emailRequired';
  else if (!isEmail(email)) problems.customerEmail = 'emailInvalid';
  const phone = values.customerPhone.trim();
  if (phone && !PHONE_PATTERN.test(phone)) problems.customerPhone = 'phoneInvalid';
  return problems;
}

/**
 * The customer part of `bookForProblems` as messages, for a form's error map (the sub-agent
 * choice keeps each form's own message).
 */
export function customerErrors(
  values: BookForFields,
  t: (key: string, options: { ns: string }) => string,
): Record<string, string> {
  const { subagentId: _subagent, ...problems } = bookForProblems(values, false);
  return Object.fromEntries(
    Object.entries(problems).map(([field, word]) => [
      field,
      t(`errors.${word}`, { ns: 'book-for' }),
    ]),
  );
}
