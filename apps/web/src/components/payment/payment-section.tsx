import { lazy, Suspense, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { CardFields, type InputBinding } from './card-fields';
import type { CardField, CardValues } from './card-values';
import type { PayMethod } from './pay-method';

// Only agents choose how to pay (card or balance): the choice loads for them alone.
const PayMethodChoice = lazy(() =>
  import('./pay-method').then((module) => ({ default: module.PayMethodChoice })),
);

/**
 * The payment section of a booking form, for every product (issue 11 §2: flights and hotels had
 * one each): agents choose card or balance; everyone else gives a card (the shared card form,
 * CA/VI/AX/DS with Luhn, expiry and CVV checks). The form that owns the values binds them.
 */
export function PaymentSection({
  title,
  hint,
  isAgent,
  method,
  onMethodChange,
  card,
  bindCard,
}: {
  title: string;
  /** What paying now means for this booking (a hotel's guarantee charges nothing now). */
  hint?: ReactNode;
  isAgent: boolean;
  method: PayMethod;
  onMethodChange: (method: PayMethod) => void;
  card: CardValues;
  bindCard: (field: CardField) => InputBinding;
}) {
  const byCard = !isAgent || method === 'card';
  return (
    <Stack gap="md" component="section" aria-labelledby="book-payment-heading">
      <Title order={2} size="h3" id="book-payment-heading">
        {title}
      </Title>
      {hint}
      {isAgent ? (
        <Suspense fallback={null}>
          <PayMethodChoice value={method} onChange={onMethodChange} />
        </Suspense>
      ) : null}
      {byCard ? <CardFields values={card} bind={bindCard} /> : null}
    </Stack>
  );
}
