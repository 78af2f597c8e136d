import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/** The booking's words for the fields (each product says where the confirmation goes). */
export interface ContactFieldsText {
  legend: string;
  name: string;
  email: string;
  mobile: string;
  emailHint: string;
}

export type ContactPath = 'contact.name' | 'contact.email' | 'contact.mobile';

/**
 * Who we and the supplier contact about a booking (the contract's ContactSchema): name, email
 * (the confirmation goes there and a visitor opens the order with it) and mobile, on every
 * booking form. Mantine's `useForm` (hotel booking) and /book's own form state both fit
 * `getInputProps`. A form with more contact fields (address, post code, the email code on
 * /book) passes them as `children`, laid out in the same grid, and a status line as `footer`.
 */
export function ContactFields({
  getInputProps,
  text,
  columns,
  children,
  footer,
}: {
  getInputProps: (path: ContactPath) => GetInputPropsReturnType;
  text: ContactFieldsText;
  /** Columns from the `sm` breakpoint up (one on phones). */
  columns: number;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Fieldset legend={text.legend} radius="md">
      <SimpleGrid cols={{ base: 1, sm: columns }} spacing="md">
        <TextInput
          label={text.name}
          required
          autoComplete="name"
          {...getInputProps('contact.name')}
        />
        <TextInput
          label={text.email}
          required
          type="email"
          autoComplete="email"
          description={text.emailHint}
          {...getInputProps('contact.email')}
        />
        <TextInput
          label={text.mobile}
          required
          type="tel"
          autoComplete="tel"
          {...getInputProps('contact.mobile')}
        />
        {children}
      </SimpleGrid>
      {footer}
    </Fieldset>
  );
}
