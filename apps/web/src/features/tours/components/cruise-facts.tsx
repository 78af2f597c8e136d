import { Group, Text, Title } from '@mantine/core';
import { IconShip } from '@tabler/icons-react';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';
import classes from './tour-detail.module.css';

/**
 * A cruise's ship and cabins (issue 14 §1): the ship, each cabin category (inside, ocean view,
 * balcony, suite) with deck, beds, occupancy and the guarantee cabin option, and the port
 * charges and gratuities per person added to every fare.
 */
export function CruiseFacts({ cruise }: { cruise: NonNullable<TourInfo['cruise']> }) {
  const { t } = useTranslation('tours');
  const { ship } = cruise;
  return (
    <section aria-labelledby="cruise-ship">
      <Title order={2} size="h3" id="cruise-ship" mb="xs">
        <IconShip size={22} aria-hidden="true" style={{ verticalAlign: '-3px' }} />{' '}
        {t('cruise.ship', { name: ship.name })}
      </Title>
      <Text size="sm" c="gray.8" mb="sm">
        {t('cruise.shipFacts', {
          kind: t(`styles.${ship.kind}`),
          year: ship.yearBuilt,
          passengers: ship.passengers,
          decks: ship.decks,
        })}
      </Text>
      {/* A plain table (Mantine's pulls its scroll area and floating UI into the first load); it
          scrolls sideways on a phone, focusable so a keyboard can scroll it too. */}
      <div
        className={classes.tableScroll}
        tabIndex={0}
        role="region"
        aria-labelledby="cruise-cabins-caption"
      >
        <table className={classes.table}>
          <caption id="cruise-cabins-caption">{t('cruise.cabinsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('cruise.category')}</th>
              <th scope="col">{t('cruise.deck')}</th>
              <th scope="col">{t('cruise.beds')}</th>
              <th scope="col">{t('cruise.occupancy')}</th>
              <th scope="col">{t('cruise.guarantee')}</th>
            </tr>
          </thead>
          <tbody>
            {cruise.cabins.map((cabin) => (
              <tr key={cabin.code}>
                <th scope="row">
                  {t(`cabins.${cabin.category}`)}
                  <Text size="xs" c="gray.7" fw={400}>
                    {cabin.name}
                  </Text>
                </th>
                <td>{cabin.decks}</td>
                <td>{cabin.beds}</td>
                <td>{t('cruise.upTo', { count: cabin.maxOccupancy })}</td>
                <td>
                  {cabin.guaranteeOption ? (
                    // Text, not a badge: a badge cuts "Offered, 5% less" short in a narrow cell.
                    <Text size="sm" c="teal.9" fw={600}>
                      {t('cruise.guaranteeSaves', { percent: cabin.guaranteeDiscountPercent })}
                    </Text>
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('cruise.noGuarantee')}
                    </Text>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Group gap="lg" mt="sm">
        <Text size="sm">
          {t('cruise.portCharges')}{' '}
          <Price amountMinor={cruise.portCharges} currency="USD" inherit fw={600} />{' '}
          {t('card.perPerson')}
        </Text>
        <Text size="sm">
          {t('cruise.gratuities')}{' '}
          <Price amountMinor={cruise.gratuities} currency="USD" inherit fw={600} />{' '}
          {t('card.perPerson')}
        </Text>
      </Group>
    </section>
  );
}
