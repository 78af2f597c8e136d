import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Checkbox, Grid, List, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCreditCardOff } from '@tabler/icons-react';
import { Trans, useTranslation } from '../../../lib/i18n';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { withPaymentWords } from '../../../components/payment/payment-words';
import { Link } from '../../../lib/router';
import type { HotelRule } from '@travel/contracts/hotels';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { apiFetch } from '../../../lib/api-client';
import { isAgentType } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { PaymentDeadline, READABLE_ALERT } from '../../../components/order-status/order-status';
import { useErrorText } from '../../../lib/error-message';
import { useSession } from '../../../lib/session';
import { BookFor } from '../../../components/book-for/book-for';
import { ContactFields } from '../../../components/contact-fields/contact-fields';
import { GuestsForm } from './guests-form';
import { HotelPayment } from './hotel-payment';
import { BookPriceColumn } from './book-price-column';
import { StaySummary } from '../../../products/hotel/order/stay-summary';
import {
  groupsOf,
  initialHotelBookValues,
  type HotelBookGroup,
  type HotelBookValues,
} from '../lib/book-values';
import type { SubmitFailure, UnpaidOrder } from '../lib/use-hotel-book-submit';
import type { HotelOrderBody } from '@travel/contracts/hotel-orders';

/**
 * The rules (with the contract's zod schema) and the body builder load on the first submit,
 * not with the page.
 */
// With the payment words the card messages use (a submit may come before the card fields load).
const loadValidation = () => withPaymentWords(import('../lib/validate-hotel-booking'));
/** Started on the form's first focus, so the rules are usually at hand by Book. */
const prefetchValidation = () => void loadValidation().catch(() => undefined);

/**
 * The booking form beside the price: stay summary and rules, one lead guest per room, contact,
 * book-for (agents), payment, terms; Book sends SaveOrderNew. What a failure means is the
 * page's business (`onFailure`); field and payment messages are shown here.
 */
export function BookForm({
  rule,
  hotelId,
  submitting,
  unpaid,
  onSubmit,
  onPriceChanged,
  onSoldOut,
}: {
  rule: HotelRule;
  hotelId: string;
  submitting: boolean;
  unpaid: UnpaidOrder | null;
  onSubmit: (body: HotelOrderBody) => Promise<SubmitFailure | null>;
  /** Asks the traveller about the new price; resolves with the rule to book at, or null. */
  onPriceChanged: (previousTotal: number, next: HotelRule | null) => Promise<HotelRule | null>;
  onSoldOut: () => void;
}) {
  const { t } = useTranslation('hotel-booking');
  const payErrorText = useErrorText('payment');
  const session = useSession();
  const isAgent = isAgentType(session?.user.role);
  const formRef = useRef<HTMLFormElement>(null);
  const [groups, setGroups] = useState<HotelBookGroup[]>([]);
  const [failure, setFailure] = useState<SubmitFailure | null>(null);
  const form = useForm<HotelBookValues>({
    initialValues: initialHotelBookValues(rule.stay.rooms, {
      name: session?.user.name ?? '',
      email: session?.user.email ?? '',
    }),
  });

  // Issue 13 §2: a signed-in traveller booking for themselves finds the first room's guest and
  // the mobile filled from their account (the holder heads their saved travellers), unless typed.
  const userId = session?.user.id;
  useEffect(() => {
    if (!userId || isAgent) return;
    const controller = new AbortController();
    apiFetch<FrequentTraveller[]>('/api/FrequentlyUsers?includeSelf=true', {
      signal: controller.signal,
    }).then(
      (travellers) => {
        const self = travellers.find((traveller) => traveller.self);
        if (!self) return;
        const { guests, contact } = form.getValues();
        const lead = guests[0];
        if (lead && !lead.firstName.trim() && !lead.lastName.trim()) {
          form.setFieldValue('guests.0.firstName', self.firstName);
          form.setFieldValue('guests.0.lastName', self.lastName);
        }
        if (!contact.mobile.trim() && self.phoneNumber) {
          form.setFieldValue('contact.mobile', self.phoneNumber);
        }
      },
      // A prefill that cannot load leaves the form as it is: nothing to tell the traveller.
      () => undefined,
    );
    return () => controller.abort();
    // The form object is stable (Mantine's useForm); a new sign-in is a new user id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, isAgent]);

  const book = async (values: HotelBookValues, priced: HotelRule): Promise<void> => {
    const { hotelOrderBodyOf } = await loadValidation();
    const failed = await onSubmit(hotelOrderBodyOf(values, priced, hotelId, isAgent));
    if (!failed) return;
    if (failed.action.kind === 'reprice') {
      // Ask first; when the traveller agrees, book at the new total with the same details.
      const accepted = await onPriceChanged(priced.rate.total, failed.action.rule);
      if (accepted) await book(values, accepted);
    } else if (failed.action.kind === 'soldOut') {
      onSoldOut();
    } else if (failed.action.kind === 'fields') {
      form.setErrors(failed.action.fields);
      setGroups(groupsOf(failed.action.fields));
      focusFirstInvalid(formRef.current);
    } else if (failed.action.kind === 'payRefused' || failed.action.kind === 'general') {
      setFailure(failed);
    }
  };

  const onValid = async (values: HotelBookValues) => {
    setGroups([]);
    setFailure(null);
    await book(values, rule);
  };

  const onInvalid = (errors: Record<string, unknown>) => {
    setGroups(groupsOf(errors));
    focusFirstInvalid(formRef.current);
  };

  /** Mantine's `onSubmit` with the rules loaded first: the same errors, set at the same moment. */
  const checkAndSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const loaded = await loadValidation().catch((error: unknown) => {
      // The rules could not be downloaded (offline): say so, as a failed call would.
      setFailure({ action: { kind: 'general' }, error });
      return null;
    });
    if (!loaded) return;
    const { validateHotelBooking } = loaded;
    const values = form.getValues();
    const errors = validateHotelBooking(values, { isAgent }, t);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) onInvalid(errors);
    else await onValid(values);
  };

  const refused = failure?.action.kind === 'payRefused';
  return (
    <form
      ref={formRef}
      noValidate
      onFocus={prefetchValidation}
      onSubmit={(event) => void checkAndSubmit(event)}
    >
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <StaySummary
              data={{
                hotel: rule.hotel,
                room: {
                  ...rule.room,
                  policy: rule.rate.policy,
                  breakfastIncluded: rule.rate.breakfastIncluded,
                },
                stay: rule.stay,
                cancellationDeadline: rule.rate.cancellationDeadline,
              }}
            />
            <Stack gap="xs" component="section" aria-labelledby="book-rules-heading">
              <Title order={2} size="h3" id="book-rules-heading">
                {t('book.rules')}
              </Title>
              <List size="sm" spacing={4}>
                {rule.rules.map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
            </Stack>
            {isAgent && session ? <BookFor form={form} role={session.user.role} /> : null}
            <GuestsForm form={form} />
            <ContactFields
              getInputProps={form.getInputProps}
              columns={3}
              text={{
                legend: t('book.contact'),
                name: t('fields.contactName'),
                email: t('fields.email'),
                mobile: t('fields.mobile'),
                emailHint: t('book.emailHint'),
              }}
            />
            <HotelPayment form={form} isAgent={isAgent} policy={rule.rate.policy} />
            <Checkbox
              label={
                <Trans
                  t={t}
                  i18nKey="book.terms"
                  components={{
                    terms: (
                      <Anchor component={Link} to="/terms" target="_blank" rel="noopener" inherit />
                    ),
                  }}
                />
              }
              {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
            />
            {groups.length > 0 ? (
              <Alert
                color="red"
                role="alert"
                title={t('validation.groupsTitle')}
                styles={READABLE_ALERT}
              >
                <List size="sm">
                  {groups.map((group) => (
                    <List.Item key={group}>{t(`validation.groups.${group}`)}</List.Item>
                  ))}
                </List>
              </Alert>
            ) : null}
            {refused ? (
              <Stack gap="sm">
                <Alert
                  color="red"
                  role="alert"
                  styles={READABLE_ALERT}
                  icon={<IconCreditCardOff size={20} aria-hidden="true" />}
                  title={t('book.payRefusedTitle')}
                >
                  <Text size="sm" fw={600} data-testid="payment-error">
                    {failure.error ? payErrorText(failure.error) : t('book.payRefusedUnknown')}
                  </Text>
                  <Text size="sm">
                    {unpaid
                      ? t('book.payRefusedHeld', { orderNo: unpaid.orderNo })
                      : t('book.payRefusedAgain')}
                  </Text>
                </Alert>
                {unpaid?.deadlineAt ? <PaymentDeadline deadlineAt={unpaid.deadlineAt} /> : null}
              </Stack>
            ) : null}
            {failure?.action.kind === 'general' ? (
              <ErrorBox error={failure.error} ns="hotel-booking" />
            ) : null}
            <Button type="submit" size="lg" loading={submitting}>
              {unpaid ? t('book.payAgain') : t('book.submit')}
            </Button>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BookPriceColumn rule={rule} payMethod={form.values.payMethod} />
        </Grid.Col>
      </Grid>
    </form>
  );
}
