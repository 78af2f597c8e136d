import { useRef, useState, type ReactNode } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import type { CurrencyCode } from '@travel/contracts/constants';
import type { PaymentBody } from '@travel/contracts/payments';
import { useTranslation } from '../../lib/i18n';
import { useErrorText } from '../../lib/error-message';
import { READABLE_ALERT } from '../order-status/order-status';
import { Price } from '../price';
import { CardFields } from './card-fields';
import { cardPaymentOf, type CardField, type CardValues } from './card-values';
import { PayMethodChoice, type PayMethod } from './pay-method';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { cardSubmit, prefetchCardRules, useCardForm } from './use-card-form';

/**
 * Paying an existing order, for every product (issue 11 §2: one form where flights and hotels had
 * one each): card or, for agents, the account balance; the refusal in words. What paying does
 * after the card is sent (a flight follows its ticketing, a hotel reads its order again) is the
 * caller's `onPay`, which throws when the payment is refused. Words come from `ns`: `pay.submit`
 * and `pay.failed`. The secondary choice (issue 12) pays the same order on a hosted checkout page.
 */
export function PayForm({
  orderNo,
  email,
  amount,
  currency,
  isAgent,
  ns,
  busy = false,
  onPay,
  children,
}: {
  orderNo: string;
  /** The booking email of a visitor's order. */
  email?: string;
  /** Cents due now, shown on the button. */
  amount: number;
  currency: CurrencyCode;
  isAgent: boolean;
  ns: string;
  /** The caller's own progress (a dialog of steps) keeps the button busy after `onPay` settles. */
  busy?: boolean;
  onPay: (body: PaymentBody) => Promise<void>;
  /** Shown under the form (a progress dialog). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(ns);
  const { t: words } = useTranslation('payment');
  const errorText = useErrorText('payment');
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<PayMethod>('card');
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const byCard = !isAgent || method === 'card';
  const form = useCardForm();

  const pay = async (values: { card: CardValues }) => {
    setError(null);
    setPaying(true);
    try {
      await onPay(
        byCard
          ? { orderNo, email, method: 'card', card: cardPaymentOf(values.card) }
          : { orderNo, email, method: 'balance' },
      );
    } catch (caught) {
      setError(caught);
    } finally {
      setPaying(false);
    }
  };
  const disabled = paying || busy;

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={byCard ? prefetchCardRules : undefined}
      onSubmit={(event) =>
        void cardSubmit(form, {
          byCard,
          t,
          onValid: pay,
          onInvalid: () => focusFirstInvalid(formRef.current),
          onUnavailable: setError,
        })(event)
      }
    >
      <Stack gap="md">
        {isAgent ? (
          <PayMethodChoice value={method} onChange={setMethod} disabled={disabled} />
        ) : null}
        {byCard ? (
          <CardFields
            values={form.values.card}
            bind={(field: CardField) => form.getInputProps(`card.${field}`)}
            disabled={disabled}
          />
        ) : null}
        {error ? (
          <Alert color="red" role="alert" title={t('pay.failed')} styles={READABLE_ALERT}>
            <span data-testid="payment-error">{errorText(error)}</span>
          </Alert>
        ) : null}
        <Button type="submit" size="lg" loading={disabled} w={{ base: '100%', sm: 'auto' }}>
          {t('pay.submit')}&nbsp;
          <Price amountMinor={amount} currency={currency} inherit />
        </Button>
        {byCard ? (
          <Button
            variant="subtle"
            disabled={disabled}
            w={{ base: '100%', sm: 'auto' }}
            onClick={() => {
              setError(null);
              // Its request code loads on the click: the pay page's first load stays as it was.
              import('./hosted-checkout')
                .then((checkout) => checkout.openHostedCheckout(orderNo, email))
                .catch(setError);
            }}
          >
            {words('securePage')}
          </Button>
        ) : null}
      </Stack>
      {children}
    </form>
  );
}
