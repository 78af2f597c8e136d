import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { Link, Navigate, useLocation, useNavigate, useParams } from '../../../lib/router';
import { isAgentType } from '@travel/contracts/roles';
import { READABLE_ALERT } from '../../../components/order-status/order-status';
import { Price } from '../../../components/price';
import { ErrorBox } from '../../../components/error-box';
import { LoadingState } from '../../../components/page-states';
import { useShowsNetPrices } from '../../../lib/client-view';
import { useErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { newIdempotencyKey, rememberOrderEmail } from '../../../lib/order-access';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { saveTourOrder, usePriceBooking, useTourInfo } from '../api/tour-booking';
import { BookSteps } from '../components/book-steps';
import { BookingSummary } from '../components/booking-summary';
import { BookingReview } from '../components/booking-review';
import { bookPath, kindOfPath } from '../lib/book-kind';
import { clearDraft, readDraft } from '../lib/book-draft';
import { saveFailureOf, type SaveFailure } from '../lib/book-errors';
import { saveBody } from '../lib/save-body';
import { summaryPriceOf } from '../lib/summary-price';

/**
 * /tour/book/{id}/confirm: the booking to review, then "Book and pay": SaveOrder creates the
 * order (places held 30 minutes), PayStripe opens the hosted checkout and the browser goes to
 * its page. A moved price or gone places send the traveller back to the form with everything
 * kept; an order made but not opened for payment is shown with a way to pay.
 */
export function TourConfirmPage() {
  const { t } = useTranslation('tour-booking');
  const errorText = useErrorText('tour-booking');
  const { id = '' } = useParams();
  const kind = kindOfPath(useLocation().pathname);
  const navigate = useNavigate();
  const session = useSession();
  const showsNet = useShowsNetPrices();
  const lan = tourLanOf(useLanguage());
  const [draft] = useState(() => readDraft(kind, id));
  const info = useTourInfo(kind, id, lan);
  const price = usePriceBooking(
    kind,
    draft
      ? {
          ...draft.departure,
          rooms: draft.values.rooms,
          ...(draft.values.cabin
            ? { cabin: draft.values.cabin, guarantee: draft.values.guarantee }
            : {}),
          Lan: lan,
        }
      : null,
  );
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ kind: SaveFailure; text: string } | null>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  usePageTitle(t('title.confirm'));

  if (!draft) return <Navigate to={bookPath(kind, id)} replace />;
  const back = `${bookPath(kind, id)}?date=${draft.departure.cttq}`;

  const book = async () => {
    if (!price.data) return;
    setBusy(true);
    setFailure(null);
    const body = saveBody(
      kind,
      draft.values,
      draft.departure,
      price.data.total,
      isAgentType(session?.user.role),
    );
    const serialised = JSON.stringify(body);
    if (attempt.current?.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    let orderNo: string;
    try {
      orderNo = (await saveTourOrder(kind, body, attempt.current.key)).orderNumber;
    } catch (error) {
      setFailure({ kind: saveFailureOf(error), text: errorText(error) });
      setBusy(false);
      return;
    }
    // A visitor opens the order with the booking email (spec §6): this tab keeps it.
    rememberOrderEmail(orderNo, draft.values.contact.email.trim());
    clearDraft(kind, id);
    try {
      const { openHostedCheckout } = await import('../../../components/payment/hosted-checkout');
      await openHostedCheckout(orderNo, session ? undefined : draft.values.contact.email.trim());
    } catch {
      // The order stands (places held): its result page offers to pay again.
      void navigate(
        `${bookPath(kind, id)}/complete?orderNo=${encodeURIComponent(orderNo)}&pay=failed`,
      );
    }
  };

  const departure = info.data?.departures.find((entry) => entry.id === draft.departure.packageID);
  const roomWord = draft.values.cabin ? 'cabin' : 'room';
  const roomIndex = new Map(draft.values.rooms.map((room, index) => [room.key, index + 1]));
  const roomName = (key: string) => t(`rooms.${roomWord}`, { n: roomIndex.get(key) ?? key });

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Anchor component={Link} to={back} size="sm">
          {t('confirm.edit')}
        </Anchor>
        <Title order={1}>{t('title.confirm')}</Title>
        <BookSteps active="pay" />
        {info.isPending ? <LoadingState rows={6} /> : null}
        {info.isError ? <ErrorBox error={info.error} onRetry={() => void info.refetch()} /> : null}
        {info.data && departure ? (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }}>
              <Stack gap="lg">
                <BookingReview values={draft.values} roomName={roomName} />
                {price.data && price.data.total !== draft.expectedTotal ? (
                  <Alert color="yellow" role="status" styles={READABLE_ALERT}>
                    {t('confirm.newPrice')}
                  </Alert>
                ) : null}
                {failure ? (
                  <Alert
                    color="red"
                    role="alert"
                    title={t('tourBookResult.submitOrderFail')}
                    styles={READABLE_ALERT}
                  >
                    <Stack gap="xs">
                      <Text size="sm">
                        {failure.kind === 'failed' || failure.kind === 'invalid'
                          ? failure.text
                          : t(`confirm.${failure.kind}`)}
                      </Text>
                      {failure.kind !== 'failed' ? (
                        <Anchor component={Link} to={back} size="sm">
                          {t('confirm.edit')}
                        </Anchor>
                      ) : null}
                    </Stack>
                  </Alert>
                ) : null}
                <Text size="sm" c="gray.7">
                  {t('confirm.payNote')}
                </Text>
                <Group gap="md" align="center">
                  {price.data ? (
                    <Text fw={700}>
                      {t('confirm.dueNow')}{' '}
                      <Price amountMinor={price.data.dueNow} currency="USD" inherit />
                    </Text>
                  ) : null}
                  <Button
                    size="md"
                    loading={busy}
                    disabled={!price.data}
                    onClick={() => void book()}
                  >
                    {t('confirm.bookAndPay')}
                  </Button>
                </Group>
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <BookingSummary
                info={info.data}
                departure={departure}
                {...summaryPriceOf(price)}
                showsNet={showsNet}
                roomLabel={roomName}
              />
            </Grid.Col>
          </Grid>
        ) : null}
        {info.data && !departure ? (
          <Alert
            color="yellow"
            role="alert"
            title={t('departure.goneTitle')}
            styles={READABLE_ALERT}
          >
            {t('departure.gone')}
          </Alert>
        ) : null}
      </Stack>
    </Container>
  );
}
