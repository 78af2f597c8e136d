import { useForm } from '@mantine/form';
import type { TFunction } from '../../lib/i18n';
import { CARD_FIELDS, EMPTY_CARD, validateCard, type CardValues } from './card-values';

/**
 * The form of a payment step that pays an existing order (My orders, a hotel's result or order
 * page): the card fields, checked only when the card is how the order is paid.
 */
export function useCardForm(byCard: boolean, t: TFunction) {
  return useForm<{ card: CardValues }>({
    initialValues: { card: EMPTY_CARD },
    validate: (values) => {
      if (!byCard) return {};
      const errors = validateCard(values.card, t);
      return Object.fromEntries(
        CARD_FIELDS.filter((field) => errors[field]).map((field) => [
          `card.${field}`,
          errors[field],
        ]),
      );
    },
  });
}
