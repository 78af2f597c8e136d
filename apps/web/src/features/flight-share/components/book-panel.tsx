import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { FlightOffer, PrebookResult } from '@travel/contracts/flights';
import { useTranslation } from '../../../lib/i18n';
import { Link, useNavigate } from '../../../lib/router';
import { ErrorBox } from '../../../components/error-box';
import { Price } from '../../../components/price';
import { isApiError } from '../../../lib/error-message';
import { saveBookingDraft } from '../../../products/flight/booking-draft';
import { childAgesOfSearchUrl } from '../../../products/flight/search/search-criteria';
import { usePrebook } from '../api/prebook';
import { ERRORS } from '@travel/contracts/errors';
import { cheapestBrand, isInvoiceSearch } from '../lib/offer';
import { useIsPast } from '../lib/use-is-past';
import { FareGone } from './fare-gone';

/** Prebooking answers these when the fare cannot be sold as shared any more. */
const UNAVAILABLE_CODES = [
  ERRORS.priceNoLongerAvailable.code,
  ERRORS.itineraryPriceChanged.code,
  ERRORS.cabinOrPriceChanged.code,
  ERRORS.cabinChanged.code,
  ERRORS.cabinChanged1208.code,
];
const EXPIRED_CODE = ERRORS.dataExpired.code;

/**
 * The price of the shared fare and the Book button. Booking prices the offer now (Prebooking),
 * then hands it to /book through the booking draft; a changed price is shown and confirmed
 * first, and an expired or sold-out fare offers to search again.
 */
export function BookPanel({ offer, searchUrl }: { offer: FlightOffer; searchUrl: string }) {
  const { t } = useTranslation('flight-share');
  const navigate = useNavigate();
  const prebook = usePrebook();
  const expired = useIsPast(offer.expiresAt);
  const [changed, setChanged] = useState<PrebookResult | null>(null);
  const brand = cheapestBrand(offer);
  const travellers = offer.adults + offer.children + offer.infants;

  const goToBook = (result: PrebookResult) => {
    saveBookingDraft({
      tripType: result.offer.tripType,
      offer: result.offer,
      brandId: result.brandId,
      adults: result.offer.adults,
      children: result.offer.children,
      infants: result.offer.infants,
      childAges: childAgesOfSearchUrl(searchUrl),
      searchUrl,
      invoice: isInvoiceSearch(searchUrl),
      savedAt: Date.now(),
    });
    void navigate('/book');
  };

  const book = () => {
    if (!brand) return;
    prebook.mutate(
      { offerId: offer.offerId, brandId: brand.brandId },
      { onSuccess: (result) => (result.priceChanged ? setChanged(result) : goToBook(result)) },
    );
  };

  const failure = prebook.error;
  const gone =
    expired || isApiError(failure, EXPIRED_CODE)
      ? 'expired'
      : UNAVAILABLE_CODES.some((code) => isApiError(failure, code))
        ? 'unavailable'
        : null;

  return (
    <Paper withBorder radius="md" p="md" component="aside" aria-label={t('price.label')}>
      <Stack gap="sm">
        {brand ? (
          <Stack gap={2}>
            <Text size="sm" c="gray.7">
              {t('price.total', { count: travellers })}
            </Text>
            <Price amountMinor={brand.totalPrice} currency={offer.currency} fw={700} fz={28} />
            <Text size="sm" c="gray.8">
              {t('price.brand', { brand: brand.name || brand.type })}
            </Text>
          </Stack>
        ) : null}

        {gone ? (
          <FareGone reason={gone} searchUrl={searchUrl} />
        ) : changed ? (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            title={t('priceChanged.title')}
            role="alert"
          >
            <Stack gap="xs">
              <Group gap={6}>
                <Text size="sm">{t('priceChanged.was')}</Text>
                <Price
                  amountMinor={changed.previousTotal}
                  currency={offer.currency}
                  size="sm"
                  td="line-through"
                />
              </Group>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {t('priceChanged.now')}
                </Text>
                <Price amountMinor={changed.total} currency={offer.currency} size="sm" fw={700} />
              </Group>
              <Button onClick={() => goToBook(changed)} fullWidth>
                {t('priceChanged.continue')}
              </Button>
              <Button component={Link} to={searchUrl} variant="default" fullWidth>
                {t('searchAgain')}
              </Button>
            </Stack>
          </Alert>
        ) : (
          <>
            <Button
              size="md"
              fullWidth
              onClick={book}
              loading={prebook.isPending}
              disabled={!brand}
            >
              {t('book')}
            </Button>
            {failure ? <ErrorBox error={failure} ns="flight-share" onRetry={book} /> : null}
            <Text size="xs" c="gray.7">
              {t('price.note')}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
