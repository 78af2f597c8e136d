import type { FormEvent } from 'react';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { TFunction } from '../../lib/i18n';
import { withPaymentWords } from './payment-words';
import { EMPTY_CARD, type CardValues } from './card-values';

/**
 * The card rules carry the contract's zod schema (card-validation.ts): a form loads them at its
 * first submit, prefetched on its first focus, so no page's first load has zod (issue 11 §3).
 * The payment words their messages use come with them, as the booking forms' rules do.
 */
export const loadCardRules = () => withPaymentWords(import('./card-validation'));
/** For a form's `onFocus`: the rules are usually at hand by the time the payer submits. */
export const prefetchCardRules = (): void => void loadCardRules().catch(() => undefined);

export interface CardSubmit<V> {
  /** Whether the card is how the order is paid (its fields are checked only then). */
  byCard: boolean;
  t: TFunction;
  /** The form's other rules (a terms tick), checked with the card. */
  otherErrors?: (values: V) => Record<string, string>;
  onValid: (values: V) => void | Promise<void>;
  onInvalid: () => void;
  /** The rules could not be downloaded (offline): the caller says so as a failed call would. */
  onUnavailable: (error: unknown) => void;
}

/**
 * Mantine's `onSubmit` with the card rules loaded first: the same errors, set at the same moment
 * (Mantine's own `validate` is synchronous, so it cannot wait for the module).
 */
export function cardSubmit<V extends { card: CardValues }>(
  form: UseFormReturnType<V>,
  options: CardSubmit<V>,
) {
  return async (event: FormEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    const values = form.getValues();
    const errors = { ...options.otherErrors?.(values) };
    if (options.byCard) {
      const rules = await loadCardRules().catch((error: unknown) => {
        options.onUnavailable(error);
        return null;
      });
      if (!rules) return;
      Object.assign(errors, rules.cardFormErrors(values.card, options.t));
    }
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) options.onInvalid();
    else await options.onValid(values);
  };
}

/**
 * The form of a payment step that pays an existing order (My orders, a hotel's result or order
 * page); `cardSubmit` checks the card fields when the card is how the order is paid.
 */
export function useCardForm() {
  return useForm<{ card: CardValues }>({ initialValues: { card: EMPTY_CARD } });
}
