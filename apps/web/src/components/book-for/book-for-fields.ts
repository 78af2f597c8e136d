/*
 * The "book for" fields and their empty values, apart from the rules (book-for-values.ts) so a
 * form can start from them without loading the patterns (the tour form's first load, issue 14
 * §5).
 */

export type BookForKind = 'self' | 'subagent' | 'customer';
/** A customer is one of the agent's saved clients, or typed on the form. */
export type CustomerSource = 'saved' | 'new';

/** The fields every booking form that lets agents book for others carries. */
export interface BookForFields {
  bookFor: BookForKind;
  subagentId: string;
  customerSource: CustomerSource;
  clientId: string;
  customerFirstName: string;
  customerLastName: string;
  customerEmail: string;
  customerPhone: string;
  /** Save a typed customer to the agent's clients (on by default: the next booking picks them). */
  saveClient: boolean;
}

export const EMPTY_BOOK_FOR: BookForFields = {
  bookFor: 'self',
  subagentId: '',
  customerSource: 'saved',
  clientId: '',
  customerFirstName: '',
  customerLastName: '',
  customerEmail: '',
  customerPhone: '',
  saveClient: true,
};
