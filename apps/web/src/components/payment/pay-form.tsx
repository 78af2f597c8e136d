import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Button, Group, Stack, Text } from '@mantine/core';
import type { CheckoutPurpose } from '@travel/contracts/checkout';
import type { CurrencyCode } from '@travel/contracts/constants';
import type { ErrorCode } from '@travel/contracts/errors';
import type { PaymentBody } from '@travel/contracts/payments';
import { useTranslation } from '../../lib/i18n';
import { isApiError, useErrorText } from '../../lib/error-message';
import { READABLE_ALERT } from '../order-status/order-status';
import { Price } from '../price';
import { CardFields } from './card-fields';
import { cardPaymentOf, type CardField, type CardValues } from './card-values';
import { PayMethodChoice, type PayMethod } from './pay-method';
import { focusFirstInvalid } from '../../lib/focus-first-invalid';
import { cardSubmit, prefetchCardRules, useCardForm } from './use-card-form';

/**
 * The processor refused the card itself (declined, expired, wrong number or code: the
 * catalogue's invalidCraditCard*, and 1407/1507 payment verification failed). Typed against the
 * catalogue, without loading it with the form.
 */
const REFUSAL_CODES: readonly ErrorCode[] = [
  'invalidCraditCard',
  'invalidCraditCardExpiration',
  'invalidCraditCardNumber',
  1407,
  1507,
];
const CARD_REFUSALS: ReadonlySet<string> = new Set(REFUSAL_CODES.map(String));
const isCardRefusal = (error: unknown): boolean =>
  isApiError(error) && CARD_REFUSALS.has(String(error.code));

/**
 * Paying an existing order, for every product (issue 11 §2: one form where flights and hotels had
 * one each): card or, for agents, the account balance; the refusal in words. What paying does
 * after the card is sent (a flight follows its ticketing, a hotel reads its order again) is the
 * caller's `onPay`, which throws when the payment is refused. Words come from `ns`: `pay.submit`
 * and `pay.failed`. The secondary choice (issue 12) pays the same order on a hosted checkout page.
 *
 * A refused card (issue 13 §2) keeps everything typed except the card number and security code,
 * which are cleared (never kept past a refusal), and the number takes the focus: paying again
 * is a new number and code away, for the same order.
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
  refusalHint,
  stickyOnPhone = false,
  hostedCheckout = true,
  checkoutPurpose = 'order',
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
  /** What a refusal leaves, said under its reason (the order kept until its deadline). */
  refusalHint?: ReactNode;
  /**
   * On a phone, the total and the pay button stay in a bar at the bottom of the screen while the
   * form scrolls (issue 13 §2: the total is in view next to the pay button).
   */
  stickyOnPhone?: boolean;
  /** Offers the hosted checkout page too; off where the API takes this payment by card only. */
  hostedCheckout?: boolean;
  /** What the hosted page pays: the order's first payment, or the balance of a deposit. */
  checkoutPurpose?: CheckoutPurpose;
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
  // After a refusal, once the fields are enabled again: the number is what to type again.
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus === 0) return;
    formRef.current?.querySelector<HTMLInputElement>('input[autocomplete="cc-number"]')?.focus();
  }, [refocus]);

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
      if (byCard && isCardRefusal(caught)) {
        form.setFieldValue('card.cardNumber', '');
        form.setFieldValue('card.cvv', '');
        setRefocus((n) => n + 1);
      }
    } finally {
      setPaying(false);
    }
  };
  const disabled = paying || busy;
  // A refused card is said above the card, where the focus goes to type the number again.
  const refusedCard = byCard && isCardRefusal(error);
  const failure = error ? (
    <Alert color="red" role="alert" title={t('pay.failed')} styles={READABLE_ALERT}>
      <Stack gap={4}>
        <Text size="sm" fw={600} data-testid="payment-error">
          {errorText(error)}
        </Text>
        {refusalHint ? <Text size="sm">{refusalHint}</Text> : null}
      </Stack>
    </Alert>
  ) : null;

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
        {refusedCard ? failure : null}
        {isAgent ? (
          <PayMethodChoice value={method} onChange={setMethod} disabled={disabled} due={amount} />
        ) : null}
        {byCard ? (
          <CardFields
            values={form.values.card}
            bind={(field: CardField) => form.getInputProps(`card.${field}`)}
            disabled={disabled}
          />
        ) : null}
        {error && !refusedCard ? failure : null}
        {stickyOnPhone ? (
          <Box
            // A bar at the foot of the screen on a phone; in the flow of the form from `sm` up.
            pos={{ base: 'sticky', sm: 'static' }}
            bottom={0}
            bg="var(--mantine-color-body)"
            py="sm"
            style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Group justify="space-between" gap="sm" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" c="gray.7">
                  {t('pay.total')}
                </Text>
                <Price amountMinor={amount} currency={currency} fw={700} size="lg" />
              </Stack>
              <Button type="submit" size="lg" loading={disabled}>
                {t('pay.submit')}
              </Button>
            </Group>
          </Box>
        ) : (
          <Button type="submit" size="lg" loading={disabled} w={{ base: '100%', sm: 'auto' }}>
            {t('pay.submit')}&nbsp;
            <Price amountMinor={amount} currency={currency} inherit />
          </Button>
        )}
        {byCard && hostedCheckout ? (
          <Button
            variant="subtle"
            disabled={disabled}
            w={{ base: '100%', sm: 'auto' }}
            onClick={() => {
              setError(null);
              // Its request code loads on the click: the pay page's first load stays as it was.
              import('./hosted-checkout')
                .then((checkout) => checkout.openHostedCheckout(orderNo, email, checkoutPurpose))
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
