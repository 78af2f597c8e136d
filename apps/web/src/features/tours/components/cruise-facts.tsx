import { Badge, Group, Table, Text, Title } from '@mantine/core';
import { IconShip } from '@tabler/icons-react';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { Price } from '../../../components/price';
import { useTranslation } from '../../../lib/i18n';

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
      <Table.ScrollContainer minWidth={520}>
        <Table striped withTableBorder>
          <Table.Caption>{t('cruise.cabinsCaption')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('cruise.category')}</Table.Th>
              <Table.Th scope="col">{t('cruise.deck')}</Table.Th>
              <Table.Th scope="col">{t('cruise.beds')}</Table.Th>
              <Table.Th scope="col">{t('cruise.occupancy')}</Table.Th>
              <Table.Th scope="col">{t('cruise.guarantee')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {cruise.cabins.map((cabin) => (
              <Table.Tr key={cabin.code}>
                <Table.Th scope="row" fw={500}>
                  {t(`cabins.${cabin.category}`)}
                  <Text size="xs" c="gray.7">
                    {cabin.name}
                  </Text>
                </Table.Th>
                <Table.Td>{cabin.decks}</Table.Td>
                <Table.Td>{cabin.beds}</Table.Td>
                <Table.Td>{t('cruise.upTo', { count: cabin.maxOccupancy })}</Table.Td>
                <Table.Td>
                  {cabin.guaranteeOption ? (
                    <Badge color="teal" variant="light" tt="none">
                      {t('cruise.guaranteeSaves', { percent: cabin.guaranteeDiscountPercent })}
                    </Badge>
                  ) : (
                    <Text size="sm" c="gray.7">
                      {t('cruise.noGuarantee')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
