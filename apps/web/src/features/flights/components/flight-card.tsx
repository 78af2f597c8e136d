import { memo } from 'react';
import { Badge, Button, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { FEW_SEATS_THRESHOLD } from '@travel/contracts/constants';
import { Price } from '../../../components/price';
import type { OfferFacts } from '../lib/offer-facts';
import { tripLabel } from '../lib/rules-text';
import { FlightDetail } from './flight-detail';
import { TripRow } from './trip-row';
import classes from './results.module.css';

/**
 * One result (spec part 1 §2 "Flight result card"): every trip of the offer (a round trip shows
 * outbound and return together), the price per adult and for the party, the agent's
 * commission when there is one, "only N left" at 5 seats or fewer, Select, and Detail.
 */
export const FlightCard = memo(function FlightCard({
  facts,
  expanded,
  onToggle,
  onChoose,
}: {
  facts: OfferFacts;
  expanded: boolean;
  onToggle: (offerId: string) => void;
  onChoose: (facts: OfferFacts) => void;
}) {
  const { t } = useTranslation('flights');
  const { offer, brand } = facts;
  const travellers = offer.adults + offer.children;
  const detailId = `detail-${offer.offerId.slice(-24)}`;
  const outbound = offer.trips[0]!.segments;
  const name = t('card.name', {
    airline: facts.airlineName,
    from: outbound[0]!.departureAirportCode,
    to: outbound[outbound.length - 1]!.arrivalAirportCode,
    time: outbound[0]!.departureTime.slice(11, 16),
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
          {offer.trips.map((trip, index) => (
            <TripRow key={index} trip={trip} label={tripLabel(offer.tripType, index, t)} />
          ))}
        </Stack>
        <div className={classes.price}>
          <Text size="xs" c="gray.7">
            {t('card.perAdult')}
          </Text>
          <Price
            amountMinor={facts.perAdult}
            currency={offer.currency}
            fw={700}
            fz="xl"
            c="ocean.8"
          />
          {facts.commissionPerAdult > 0 ? (
            <Text size="xs" c="teal.9" fw={600}>
              {t('card.commission')}{' '}
              <Price
                amountMinor={facts.commissionPerAdult}
                currency={offer.currency}
                size="xs"
                fw={600}
              />
            </Text>
          ) : null}
          <Text size="sm">
            {t('card.total', { count: travellers })}{' '}
            <Price amountMinor={facts.total} currency={offer.currency} fw={600} size="sm" />
          </Text>
          <Text size="xs" c="gray.7">
            {t(`cabins.${offer.cabin}`)} · {brand.name}
          </Text>
          {offer.seatsRemaining <= FEW_SEATS_THRESHOLD ? (
            // Light red's text is capped at red.6 (3.3:1 on its tint): dark red on red.0, 5.1:1.
            <Badge variant="light" radius="sm" bg="red.0" c="red.9">
              {t('card.fewSeats', { count: offer.seatsRemaining })}
            </Badge>
          ) : null}
          <Button mt={4} onClick={() => onChoose(facts)}>
            {t('card.select')}
          </Button>
        </div>
      </div>
      <UnstyledButton
        mt="sm"
        onClick={() => onToggle(offer.offerId)}
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
          <FlightDetail offer={offer} brand={brand} />
        </div>
      ) : null}
    </Paper>
  );
});
