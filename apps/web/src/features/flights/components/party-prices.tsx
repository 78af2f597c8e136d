import { Text } from '@mantine/core';
import type { FlightOffer } from '@travel/contracts/flights';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import type { ShownPrice } from '../lib/offer-facts';

/**
 * A child's and a lap infant's price beside the adult's, when the party has them (issue 13 §1:
 * Google Flights and Expedia show each traveller kind's price before the total). The same price
 * kind as the adult's (net for agents, before commission for everyone else).
 */
export function PartyPrices({
  offer,
  price,
}: {
  offer: Pick<FlightOffer, 'children' | 'infants' | 'currency'>;
  price: ShownPrice;
}) {
  const { t } = useTranslation('flights');
  const line = (label: string, amount: number) => (
    <Text size="sm">
      {label} <Price amountMinor={amount} currency={offer.currency} fw={600} size="sm" />
    </Text>
  );
  return (
    <>
      {offer.children > 0 ? line(t('card.perChild'), price.perChild) : null}
      {offer.infants > 0 ? line(t('card.perInfant'), price.perInfant) : null}
    </>
  );
}
