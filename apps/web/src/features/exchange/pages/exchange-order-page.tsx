import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  LoadingOverlay,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { isAgentType } from '@travel/contracts/roles';
import type { ExchangePayment } from '@travel/contracts/exchange';
import { CardFields } from '../../../components/payment/card-fields';
import {
  EMPTY_CARD,
  cardPaymentOf,
  type CardField,
  type CardValues,
} from '../../../components/payment/card-values';
import { cardSubmit, prefetchCardRules } from '../../../components/payment/use-card-form';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { PayMethodChoice, type PayMethod } from '../../../components/payment/pay-method';
import { EmptyState } from '../../../components/page-states';
import { Price } from '../../../components/price';
import { OrderCodeDialog } from '../../../components/order-code/order-code-dialog';
import { ApiError } from '../../../lib/api-client';
import { isApiError, useErrorText } from '../../../lib/error-message';
import { CODE_ERRORS } from '../../../lib/order-change-code';
import { orderEmail } from '../../../lib/order-access';
import { orderKeys } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { confirmExchange, exchangeKeys, useExchangeQuote } from '../api/exchange';
import { ChangeAmounts } from '../components/change-amounts';
import { FareLosses } from '../components/fare-losses';
import { IssuedFare } from '../components/issued-fare';
import { fareLosses } from '../lib/fare-losses';
import { ExchangeFrame } from '../components/exchange-frame';
import { ItineraryCompare } from '../components/itinerary-compare';
import {
  clearExchangeDraft,
  draftBrand,
  isDraftExpired,
  readExchangeDraft,
  type ExchangeDraft,
} from '../lib/exchange-draft';
import { exchangePaths } from '../lib/exchange-form';
import { ERRORS } from '@travel/contracts/errors';

/**
 * /exchange/order?orderNo=…: the confirmation. Original versus new itinerary, what the change
 * costs, the acceptance tick, and the payment form when something is due; then "changing"
 * while the order is reissued, and the success page.
 */
export function ExchangeOrderPage() {
  const { t } = useTranslation('exchange');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const [draft] = useState(() => readExchangeDraft(orderNo));

  const body = () => {
    if (!draft) {
      return (
        <EmptyState
          title={t('confirm.noDraftTitle')}
          text={t('confirm.noDraftText')}
          action={
            orderNo ? (
              <Button component={Link} to={exchangePaths.init(orderNo)}>
                {t('confirm.start')}
              </Button>
            ) : undefined
          }
        />
      );
    }
    if (isDraftExpired(draft)) return <Expired draft={draft} />;
    return <Confirmation draft={draft} />;
  };

  return (
    <ExchangeFrame step={2} title={t('title.order')} orderNo={orderNo}>
      {body()}
    </ExchangeFrame>
  );
}

function SearchAgain({ draft }: { draft: ExchangeDraft }) {
  const { t } = useTranslation('exchange');
  return (
    <Button component={Link} to={exchangePaths.search(draft.orderNo, draft.dates)}>
      {t('confirm.searchAgain')}
    </Button>
  );
}

function Expired({ draft }: { draft: ExchangeDraft }) {
  const { t } = useTranslation('exchange');
  return (
    <EmptyState
      title={t('confirm.expiredTitle')}
      text={t('confirm.expiredText')}
      action={<SearchAgain draft={draft} />}
    />
  );
}

interface Values {
  acceptTerms: boolean;
  card: CardValues;
}

function Confirmation({ draft }: { draft: ExchangeDraft }) {
  const { t } = useTranslation('exchange');
  const errorText = useErrorText('exchange');
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  const formRef = useRef<HTMLFormElement>(null);
  const [method, setMethod] = useState<PayMethod>('card');
  const [changing, setChanging] = useState(false);
  const [error, setError] = useState<unknown>(null);
  // The form values waiting for the visitor's e-mailed code (the code dialog is open).
  const [codeFor, setCodeFor] = useState<Values | null>(null);
  const visitor = !session && Boolean(orderEmail(draft.orderNo));
  const brand = draftBrand(draft);
  const due = brand?.totalToPay ?? 0;
  const isAgent = isAgentType(session?.user.role);
  const byCard = due > 0 && (!isAgent || method === 'card');

  // The card's rules load at the first submit (cardSubmit); the terms tick is checked with them.
  const form = useForm<Values>({ initialValues: { acceptTerms: false, card: EMPTY_CARD } });
  // The change priced now: the fare basis it will be issued with, and whether its cost moved.
  const quote = useExchangeQuote(
    { orderNo: draft.orderNo, email: orderEmail(draft.orderNo) },
    draft.offer.offerId,
    draft.brandId,
  );

  if (!brand) return <Expired draft={draft} />;
  if (isApiError(quote.error, ERRORS.dataExpired.code)) return <Expired draft={draft} />;

  /**
   * Confirms the change. A visitor's change carries the code e-mailed to the booking email
   * (issue 9); a rejected code is thrown back to the code dialog, anything else shows here.
   */
  const change = async (values: Values, code?: string) => {
    setError(null);
    setChanging(true);
    let payment: ExchangePayment | undefined;
    if (due > 0) {
      payment = byCard
        ? { method: 'card', card: cardPaymentOf(values.card) }
        : { method: 'balance' };
    }
    try {
      await confirmExchange(
        {
          orderNo: draft.orderNo,
          email: orderEmail(draft.orderNo) ?? undefined,
          offerId: draft.offer.offerId,
          brandId: draft.brandId,
          payment,
          acceptTerms: true,
          ...(code ? { code } : {}),
        },
        draft.idempotencyKey,
      );
      setCodeFor(null);
      clearExchangeDraft();
      await client.invalidateQueries({ queryKey: orderKeys.all });
      await client.invalidateQueries({ queryKey: exchangeKeys.all });
      await navigate(exchangePaths.success(draft.orderNo));
    } catch (caught) {
      setChanging(false);
      if (code && caught instanceof ApiError && CODE_ERRORS.includes(caught.code)) throw caught;
      // Signed in, but the order is a visitor's: the API asks for the code.
      if (!code && isApiError(caught, ERRORS.orderCodeRequired.code)) {
        setCodeFor(values);
        return;
      }
      setCodeFor(null);
      setError(caught);
    }
  };

  const submit = async (values: Values) => {
    if (visitor) setCodeFor(values);
    else await change(values);
  };

  if (isApiError(error, ERRORS.dataExpired.code)) return <Expired draft={draft} />;

  return (
    <form
      ref={formRef}
      noValidate
      onFocus={byCard ? prefetchCardRules : undefined}
      onSubmit={(event) =>
        void cardSubmit(form, {
          byCard,
          t,
          otherErrors: (values): Record<string, string> =>
            values.acceptTerms ? {} : { acceptTerms: t('confirm.termsRequired') },
          onValid: submit,
          onInvalid: () => focusFirstInvalid(formRef.current),
          onUnavailable: setError,
        })(event)
      }
      style={{ position: 'relative' }}
    >
      <LoadingOverlay visible={changing} zIndex={10} />
      <Stack gap="lg">
        <ItineraryCompare
          original={draft.original.originalTrips}
          // As they will be issued once priced (the chosen fare's class and fare basis).
          next={quote.data?.trips ?? draft.offer.trips}
          tripType={draft.tripType}
        />
        <IssuedFare quote={quote.data} error={quote.error} onRetry={() => void quote.refetch()} />
        <ChangeAmounts
          brand={brand}
          travellers={draft.original.travellers}
          changePenalty={draft.original.changePenalty}
        />
        <FareLosses
          losses={fareLosses(draft.original.originalBrand, brand)}
          newBrand={brand.name}
        />
        {quote.data?.priceChanged ? <PriceMoved draft={draft} /> : null}
        <Checkbox
          label={t('confirm.terms')}
          {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
        />
        {due > 0 ? (
          <Fieldset legend={t('confirm.payLegend')}>
            <Stack gap="md">
              {isAgent ? <PayMethodChoice value={method} onChange={setMethod} /> : null}
              {byCard ? (
                <CardFields
                  values={form.values.card}
                  bind={(field: CardField) => form.getInputProps(`card.${field}`)}
                />
              ) : null}
            </Stack>
          </Fieldset>
        ) : null}
        {changing ? (
          <Text role="status" c="gray.7">
            {t('confirm.changing')}
          </Text>
        ) : null}
        {error ? <ConfirmError error={error} draft={draft} text={errorText(error)} /> : null}
        <OrderCodeDialog
          opened={codeFor !== null}
          orderRef={{ orderNo: draft.orderNo, email: orderEmail(draft.orderNo) }}
          title={t('confirm.codeTitle')}
          confirmLabel={t('confirm.submit')}
          onClose={() => setCodeFor(null)}
          onConfirm={(code) => (codeFor ? change(codeFor, code) : Promise.resolve())}
        />
        <Group justify="flex-end">
          <Button type="submit" size="lg" loading={changing}>
            {due > 0 ? (
              <>
                {t('confirm.submitPay')}&nbsp;
                <Price amountMinor={due} currency="USD" inherit />
              </>
            ) : (
              t('confirm.submit')
            )}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The change costs something else now than when it was found: search again to see it. */
function PriceMoved({ draft }: { draft: ExchangeDraft }) {
  const { t } = useTranslation('exchange');
  return (
    <Alert color="orange" role="alert" title={t('confirm.priceChangedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text>{t('confirm.priceChangedText')}</Text>
        <SearchAgain draft={draft} />
      </Stack>
    </Alert>
  );
}

function ConfirmError({
  error,
  draft,
  text,
}: {
  error: unknown;
  draft: ExchangeDraft;
  text: string;
}) {
  const { t } = useTranslation('exchange');
  if (isApiError(error, ERRORS.itineraryPriceChanged.code)) return <PriceMoved draft={draft} />;
  return (
    <Alert color="red" role="alert" title={t('confirm.failed')}>
      <Text span data-testid="exchange-error">
        {text}
      </Text>{' '}
      <Text span>{t('confirm.nothingChanged')}</Text>
    </Alert>
  );
}
