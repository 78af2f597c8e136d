import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { FEW_SEATS_THRESHOLD } from '@travel/contracts/constants';
import type { FareBrand, FlightOffer, PrebookResult } from '@travel/contracts/flights';
import { clockTime, datePart, isoToUs } from '../../../products/flight/search/dates';
import { ErrorBox } from '../../../components/error-box';
import { Price } from '../../../components/price';
import { useShowsNetPrices } from '../../../lib/client-view';
import { isApiError } from '../../../lib/error-message';
import { ERRORS } from '@travel/contracts/errors';
import { usePrebook } from '../api/prebook';
import { partySize, shownPrice, tripEnds } from '../lib/offer-facts';
import { PartyPrices } from './party-prices';
import { bagLines, penaltyText, tripLabel } from '../lib/rules-text';
import classes from './results.module.css';

/** A fare to choose: a brand of an offer (the card's fares span offers: one per cabin). */
export interface FareChoice {
  offer: FlightOffer;
  brand: FareBrand;
}

/** Catalogue codes that mean "these results are out of date" (spec part 1 §8). */
const EXPIRED = ERRORS.dataExpired.code;
const SOLD_OUT = ERRORS.priceNoLongerAvailable.code;
const PRICE_MOVED = [
  ERRORS.itineraryPriceChanged.code,
  ERRORS.cabinOrPriceChanged.code,
  ERRORS.cabinChanged.code,
  ERRORS.cabinChanged1208.code,
];

/** The fares by cabin, in the order given (cheapest first), each cabin where its first fare is. */
function byCabin(fares: readonly FareChoice[]): FareChoice[][] {
  const cabins = new Map<string, FareChoice[]>();
  for (const fare of fares) {
    const list = cabins.get(fare.offer.cabin);
    if (list) list.push(fare);
    else cabins.set(fare.offer.cabin, [fare]);
  }
  return [...cabins.values()];
}

/**
 * Choosing a fare (issue 3 §3-§4, issue 13 §1): the fares of the flight chosen (Basic,
 * Standard, Flex… of each cabin it is sold in; a round trip's are of the outbound and return
 * together, priced as the round trip) with their rules and bags, then `POST /api/Prebooking`
 * for the offer of the fare. A moved price is shown beside the old one and asked about before
 * going on; expired offers offer a new search; a sold-out fare refreshes the results.
 */
export function FareChooser({
  fares,
  onClose,
  onBook,
  onSearchAgain,
  onOutdated,
}: {
  /** Cheapest first; null: closed. */
  fares: readonly FareChoice[] | null;
  onClose: () => void;
  onBook: (result: PrebookResult) => void;
  onSearchAgain: () => void;
  /** 1050 and other price moves without a new offer: the results are refreshed. */
  onOutdated: (error: unknown) => void;
}) {
  const { t } = useTranslation('flights');
  const prebook = usePrebook();
  const [changed, setChanged] = useState<PrebookResult | null>(null);

  const close = () => {
    prebook.reset();
    setChanged(null);
    onClose();
  };

  const choose = ({ offer, brand }: FareChoice) => {
    prebook.mutate(
      { offerId: offer.offerId, brandId: brand.brandId },
      {
        onSuccess: (result) => {
          if (result.priceChanged) setChanged(result);
          else onBook(result);
        },
        onError: (error) => {
          if (isApiError(error, SOLD_OUT) || PRICE_MOVED.some((code) => isApiError(error, code))) {
            onOutdated(error);
            close();
          }
        },
      },
    );
  };

  const expired = isApiError(prebook.error, EXPIRED);
  const offer = fares?.[0]?.offer ?? null;
  const cabins = fares ? byCabin(fares) : [];
  const pendingFare = prebook.isPending ? prebook.variables : undefined;

  return (
    <Modal
      opened={offer !== null}
      onClose={close}
      title={changed ? t('fares.changedTitle') : t('fares.title')}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      {changed ? (
        <Stack gap="md">
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
          >
            {t('fares.changedText')}
          </Alert>
          <Group gap="xl">
            <div>
              <Text size="sm" c="gray.7">
                {t('fares.previousTotal')}
              </Text>
              <Price amountMinor={changed.previousTotal} currency="USD" td="line-through" fz="lg" />
            </div>
            <div>
              <Text size="sm" c="gray.7">
                {t('fares.newTotal')}
              </Text>
              <Price amountMinor={changed.total} currency="USD" fw={700} fz="lg" c="ocean.8" />
            </div>
          </Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('fares.backToResults')}
            </Button>
            <Button onClick={() => onBook(changed)}>{t('fares.continueNewPrice')}</Button>
          </Group>
        </Stack>
      ) : offer ? (
        <Stack gap="md">
          {expired ? (
            <Alert
              color="orange"
              variant="light"
              role="alert"
              icon={<IconRefresh size={20} aria-hidden="true" />}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('fares.expired')}</Text>
                <Button
                  size="xs"
                  onClick={() => {
                    close();
                    onSearchAgain();
                  }}
                >
                  {t('fares.searchAgain')}
                </Button>
              </Stack>
            </Alert>
          ) : prebook.error ? (
            <ErrorBox error={prebook.error} ns="flights" />
          ) : null}
          <TripLines offer={offer} />
          {cabins.map((cabin) => {
            const named = cabins.length > 1;
            const cabinName = t(`cabins.${cabin[0]!.offer.cabin}`);
            const grid = (
              <SimpleGrid cols={{ base: 1, sm: Math.min(cabin.length, 3) }} spacing="md">
                {cabin.map((fare) => (
                  <BrandCard
                    key={`${fare.offer.offerId}:${fare.brand.brandId}`}
                    offer={fare.offer}
                    brand={fare.brand}
                    cabin={named ? cabinName : null}
                    pending={
                      pendingFare?.offerId === fare.offer.offerId &&
                      pendingFare.brandId === fare.brand.brandId
                    }
                    disabled={prebook.isPending || expired}
                    onChoose={() => choose(fare)}
                  />
                ))}
              </SimpleGrid>
            );
            return named ? (
              <section key={cabinName} aria-label={cabinName}>
                <Title order={3} size="h5" className={classes.cabinTitle}>
                  {cabinName}
                </Title>
                {grid}
              </section>
            ) : (
              <div key={cabinName}>{grid}</div>
            );
          })}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** The flights the fares are for: each trip's airports, times and date, one line each. */
function TripLines({ offer }: { offer: FlightOffer }) {
  const { t } = useTranslation('flights');
  return (
    <Stack gap={2}>
      {offer.trips.map((trip, index) => {
        const { first, last } = tripEnds(trip);
        const label = tripLabel(offer.tripType, index, t);
        return (
          <Text key={index} size="sm">
            {label ? <strong>{label}: </strong> : null}
            {first.departureAirportCode} {clockTime(first.departureTime)} →{' '}
            {last.arrivalAirportCode} {clockTime(last.arrivalTime)} ·{' '}
            {isoToUs(datePart(first.departureTime))} ·{' '}
            {trip.segments.map((s) => `${s.airlineCode} ${s.flightNumber}`).join(', ')}
          </Text>
        );
      })}
    </Stack>
  );
}

function BrandCard({
  offer,
  brand,
  cabin,
  pending,
  disabled,
  onChoose,
}: {
  offer: FlightOffer;
  brand: FareBrand;
  /** The cabin's name when the flight is sold in more than one (it names the fare too). */
  cabin: string | null;
  pending: boolean;
  disabled: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation('flights');
  const segments = offer.trips.flatMap((trip) => trip.segments);
  const rule = (key: 'refundPenalty' | 'changePenalty') => penaltyText(brand.rules[key], t);
  const bags = bagLines(brand.baggage, segments, t);
  const choose = t('fares.choose', { brand: brand.name });
  const price = shownPrice(offer, brand, useShowsNetPrices());
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={cabin ? `${cabin} ${brand.name}` : brand.name}
    >
      <Stack gap={6} h="100%">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{brand.name}</Text>
          {brand.invoiceable ? (
            // Light teal's text is capped at teal.6 (2.6:1 on its tint): white on teal.9, 5:1.
            <Badge size="sm" variant="filled" color="teal.9">
              {t('fares.invoiceable')}
            </Badge>
          ) : null}
        </Group>
        <Price
          amountMinor={price.perAdult}
          currency={offer.currency}
          fw={700}
          fz="xl"
          c="ocean.8"
        />
        <Text size="xs" c="gray.7">
          {t(offer.tripType === 'roundtrip' ? 'card.roundTripPerAdult' : 'card.perAdult')}
        </Text>
        <PartyPrices offer={offer} price={price} />
        <Text size="sm">
          {t('card.total', { count: partySize(offer) })}{' '}
          <Price amountMinor={price.total} currency={offer.currency} fw={600} size="sm" />
        </Text>
        <Text size="sm">
          {t('detail.refundPenalty')}: {rule('refundPenalty')}
        </Text>
        <Text size="sm">
          {t('detail.changePenalty')}: {rule('changePenalty')}
        </Text>
        <Text size="sm">
          {t('detail.baggage')}: {[...new Set(bags.map((line) => line.text))].join('; ')}
        </Text>
        <Text size="sm">{t('fares.bookingClass', { value: brand.bookingClass })}</Text>
        {brand.seatsRemaining <= FEW_SEATS_THRESHOLD ? (
          <Text size="sm" c="red.8" fw={600}>
            {t('card.fewSeats', { count: brand.seatsRemaining })}
          </Text>
        ) : null}
        <Button
          mt="auto"
          onClick={onChoose}
          loading={pending}
          disabled={disabled}
          // The words shown, then the cabin (short enough for a third of the dialog).
          aria-label={cabin ? `${choose}, ${cabin}` : undefined}
        >
          {choose}
        </Button>
      </Stack>
    </Paper>
  );
}
