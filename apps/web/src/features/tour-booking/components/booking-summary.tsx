import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TourDeparture, TourInfo } from '@travel/contracts/tours-detail';
import { LazyErrorBox as ErrorBox } from '../../../components/lazy-error-box';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { localDay } from '../../../products/tour/order-facts';
import { TourPriceLines } from '../../../products/tour/tour-price-lines';
import type { BookingPrice } from '../api/tour-booking';
import { summaryHeadOf } from '../lib/summary-head';
import { SummaryHeadView } from './summary-head-view';

/**
 * The side column of the booking pages: the tour, its departure and return days (the departure
 * city's), places left, and the price of the rooms now; an agent (outside client view) sees the
 * net price, commission and selling price.
 */
export function BookingSummary({
  info,
  departure,
  price,
  priceError,
  pricePending,
  onRetry,
  showsNet,
  roomLabel,
}: {
  info: TourInfo;
  departure: TourDeparture;
  price: BookingPrice | undefined;
  priceError: unknown;
  pricePending: boolean;
  onRetry: () => void;
  showsNet: boolean;
  roomLabel: (key: string) => string;
}) {
  const { t } = useTranslation('tour-booking');
  const localeTag = localeTagOf(useLanguage());
  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="tour-summary-title">
      <Stack gap="sm">
        <SummaryHeadView
          head={summaryHeadOf(info, departure.date, t, localeTag)}
          returnDay={localDay(departure.returnDate, localeTag, true)}
        />
        <Text size="sm">{t('summary.placesLeft', { count: departure.placesLeft })}</Text>
        {priceError ? (
          <ErrorBox error={priceError} onRetry={onRetry} />
        ) : price ? (
          <div aria-busy={pricePending}>
            <TourPriceLines
              data={{
                lines: price.lines,
                charges: price.charges,
                total: price.total,
                commission: showsNet ? price.commission : undefined,
                // A cruise takes a deposit now while its final payment date is ahead.
                ...(price.finalPaymentDate
                  ? {
                      dueNow: price.dueNow,
                      balanceDue: price.net - price.dueNow,
                      finalPaymentDate: price.finalPaymentDate,
                    }
                  : {}),
              }}
              dueNowLabel={t('summary.dueNow')}
              roomLabel={roomLabel}
            />
          </div>
        ) : pricePending ? (
          <Stack gap={6} aria-label={t('summary.pricing')}>
            <Skeleton height={14} />
            <Skeleton height={14} />
            <Skeleton height={20} width="60%" />
          </Stack>
        ) : (
          <Text size="sm" bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            {t('summary.fixRooms')}
          </Text>
        )}
        <Text size="xs" c="gray.7">
          {t('summary.confirmWithin')}
        </Text>
      </Stack>
    </Paper>
  );
}
