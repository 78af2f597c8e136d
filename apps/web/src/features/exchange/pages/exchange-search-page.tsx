import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import type { ExchangeSearchResult } from '@travel/contracts/exchange';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';
import { newIdempotencyKey } from '../../../lib/order-access';
import { orderRefOf } from '../../../lib/order-access';
import { useExchangeSearch } from '../api/exchange';
import { ChangeOfferCard } from '../components/change-offer-card';
import { ChangeRule } from '../components/change-rule';
import { ExchangeFrame } from '../components/exchange-frame';
import { OrderProblem } from '../components/order-problem';
import { saveExchangeDraft } from '../lib/exchange-draft';
import { exchangePaths, parseDatesParam } from '../lib/exchange-form';

/**
 * /exchange/search?orderNo=…&dates=MM/DD/YYYY|…: the change offers on the new dates, each with
 * its fare difference, change penalty and total to pay, beside the original itinerary.
 */
export function ExchangeSearchPage() {
  const { t } = useTranslation('exchange');
  const [params] = useSearchParams();
  const orderNo = params.get('orderNo')?.trim() ?? '';
  const dates = parseDatesParam(params.get('dates'));
  const search = useExchangeSearch(orderRefOf(orderNo), dates ?? [], Boolean(orderNo && dates));

  const body = () => {
    if (!orderNo || !dates) {
      return (
        <Alert color="red" role="alert">
          {t('missingOrder')}{' '}
          {orderNo ? <Link to={exchangePaths.init(orderNo)}>{t('offers.otherDates')}</Link> : null}
        </Alert>
      );
    }
    if (search.isPending) {
      return (
        <Stack gap="sm">
          <Text c="gray.7">{t('offers.searching')}</Text>
          <LoadingState rows={4} shape="list" />
        </Stack>
      );
    }
    if (search.isError) {
      return (
        <OrderProblem
          error={search.error}
          orderNo={orderNo}
          action={
            <Button component={Link} to={exchangePaths.init(orderNo)}>
              {t('offers.otherDates')}
            </Button>
          }
        />
      );
    }
    return <Offers result={search.data} dates={dates} />;
  };

  return (
    <ExchangeFrame step={1} title={t('title.search')} orderNo={orderNo}>
      {body()}
    </ExchangeFrame>
  );
}

function Offers({ result, dates }: { result: ExchangeSearchResult; dates: string[] }) {
  const { t } = useTranslation('exchange');
  const navigate = useNavigate();
  const tripType =
    result.offers[0]?.tripType ?? (result.originalTrips.length > 1 ? 'roundtrip' : 'oneway');
  const otherDates = (
    <Button component={Link} to={exchangePaths.init(result.orderNo)} variant="default">
      {t('offers.otherDates')}
    </Button>
  );

  const choose = (offerIndex: number, brandId: string) => {
    const offer = result.offers[offerIndex];
    if (!offer) return;
    saveExchangeDraft({
      orderNo: result.orderNo,
      dates,
      offer,
      brandId,
      tripType: offer.tripType,
      original: {
        originalTrips: result.originalTrips,
        originalBrand: result.originalBrand,
        changePenalty: result.changePenalty,
        travellers: result.travellers,
      },
      // One key per chosen change: a retry of the same confirmation never charges twice.
      idempotencyKey: newIdempotencyKey(),
    });
    void navigate(exchangePaths.order(result.orderNo));
  };

  return (
    <Stack gap="lg">
      <ChangeRule penalty={result.changePenalty} />
      <details>
        <summary>
          <Text span fw={700}>
            {t('original')}
          </Text>
        </summary>
        <Stack mt="sm">
          <FlightItinerary trips={result.originalTrips} tripType={tripType} headingLevel={3} />
        </Stack>
      </details>
      <Title order={2} size="h4">
        {t('offers.count', { count: result.offers.length })}
      </Title>
      {result.offers.length === 0 ? (
        <EmptyState
          icon={<IconCalendarOff size={24} />}
          title={t('offers.noneTitle')}
          text={t('offers.noneText')}
          action={otherDates}
        />
      ) : (
        <Stack gap="md">
          {result.offers.map((offer, index) => (
            <ChangeOfferCard
              key={offer.offerId}
              offer={offer}
              originalBrand={result.originalBrand}
              travellers={result.travellers}
              changePenalty={result.changePenalty}
              onChoose={(brandId) => choose(index, brandId)}
            />
          ))}
          <div>{otherDates}</div>
        </Stack>
      )}
    </Stack>
  );
}
