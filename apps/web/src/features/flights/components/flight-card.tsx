import { lazy, memo, Suspense } from 'react';
import { Badge, Button, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { FEW_SEATS_THRESHOLD } from '@travel/contracts/constants';
import { Price } from '../../../components/price';
import { useShowsNetPrices } from '../../../lib/client-view';
import type { ResultCard } from '../lib/filters';
import { partySize, shownPrice } from '../lib/offer-facts';
import type { ResultStage } from '../lib/flight-groups';
import { tripLabel } from '../lib/rules-text';
import { TripRow } from './trip-row';
import classes from './results.module.css';

// A card's Detail (fare rules, bags, each flight's pathway) loads when one is first opened: it
// is no part of the results' first screen, whose chunk every /flights load fetches.
const FlightDetail = lazy(async () => ({
  default: (await import('./flight-detail')).FlightDetail,
}));

/** The price's label: a round trip's stages price the whole ticket; "from" with more fares. */
function priceLabel(stage: ResultStage['kind'], fares: number): string {
  if (stage === 'whole') return fares > 1 ? 'card.fromPerAdult' : 'card.perAdult';
  return fares > 1 ? 'card.roundTripFromPerAdult' : 'card.roundTripPerAdult';
}

/**
 * One result (spec part 1 §2 "Flight result card"): the flights it shows (every trip of a
 * one-way or multi-city itinerary; a round trip's outbound, then its return), the price per
 * adult and for the party of its cheapest fare ("from" when it has more: they are chosen under
 * Select), the agent's commission when there is one, "only N left" at 5 seats or fewer, Select,
 * and Detail.
 */
export const FlightCard = memo(function FlightCard({
  card,
  stage,
  expanded,
  onToggle,
  onChoose,
}: {
  card: ResultCard;
  stage: ResultStage['kind'];
  expanded: boolean;
  onToggle: (key: string) => void;
  onChoose: (card: ResultCard) => void;
}) {
  const { t } = useTranslation('flights');
  const facts = card.lead;
  const price = shownPrice(facts.offer, facts.brand, useShowsNetPrices());
  const { offer, brand } = facts;
  const travellers = partySize(offer);
  const detailId = `detail-${card.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const trips = card.group.shown.map((index) => offer.trips[index]!);
  const first = trips[0]!.segments;
  const name = t('card.name', {
    airline: first[0]!.airlineName,
    from: first[0]!.departureAirportCode,
    to: first[first.length - 1]!.arrivalAirportCode,
    time: first[0]!.departureTime.slice(11, 16),
  });
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      className={classes.card}
      component="article"
      aria-label={name}
    >
      <div className={classes.cardBody}>
        <Stack gap="md">
          {trips.map((trip, index) => (
            <TripRow
              key={index}
              trip={trip}
              label={tripLabel(offer.tripType, card.group.shown[index]!, t)}
            />
          ))}
        </Stack>
        <div className={classes.price}>
          <Text size="xs" c="gray.7">
            {t(priceLabel(stage, card.fares.length))}
          </Text>
          <Price
            amountMinor={price.perAdult}
            currency={offer.currency}
            fw={700}
            fz="xl"
            c="ocean.8"
          />
          {price.commissionPerAdult > 0 ? (
            <Text size="xs" c="teal.9" fw={600}>
              {t('card.commission')}{' '}
              <Price
                amountMinor={price.commissionPerAdult}
                currency={offer.currency}
                size="xs"
                fw={600}
              />
            </Text>
          ) : null}
          <Text size="sm">
            {t('card.total', { count: travellers })}{' '}
            <Price amountMinor={price.total} currency={offer.currency} fw={600} size="sm" />
          </Text>
          <Text size="xs" c="gray.7">
            {t(`cabins.${offer.cabin}`)} · {brand.name}
            {stage !== 'outbound' && card.fares.length > 1
              ? ` · ${t('card.fareCount', { count: card.fares.length })}`
              : ''}
          </Text>
          {offer.seatsRemaining <= FEW_SEATS_THRESHOLD ? (
            // Light red's text is capped at red.6 (3.3:1 on its tint): dark red on red.0, 5.1:1.
            <Badge variant="light" radius="sm" bg="red.0" c="red.9">
              {t('card.fewSeats', { count: offer.seatsRemaining })}
            </Badge>
          ) : null}
          <Button mt={4} onClick={() => onChoose(card)}>
            {t('card.select')}
          </Button>
        </div>
      </div>
      <UnstyledButton
        mt="sm"
        onClick={() => onToggle(card.key)}
        aria-expanded={expanded}
        aria-controls={detailId}
        fz="sm"
        fw={600}
        c="ocean.8"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {t('card.detail')}
        {expanded ? (
          <IconChevronUp size={16} aria-hidden="true" />
        ) : (
          <IconChevronDown size={16} aria-hidden="true" />
        )}
      </UnstyledButton>
      {expanded ? (
        <div id={detailId}>
          <Suspense fallback={null}>
            <FlightDetail
              offer={offer}
              brand={brand}
              shown={card.group.shown}
              share={stage !== 'outbound'}
            />
          </Suspense>
        </div>
      ) : null}
    </Paper>
  );
});
