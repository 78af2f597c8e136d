import { Button, Stack } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import type { HotelSummary } from '@travel/contracts/hotels';
import type { Stay } from '../../../../products/hotel/hotel-stay';
import { HotelCard } from '../hotel-card';

/**
 * Map mode's side list on wider screens: a compact card per hotel with "Show on map", the
 * accessible equivalent of the map's markers. `selectedId` is the hotel the map points at.
 */
export function SideList({
  hotels,
  stay,
  selectedId,
  onSelect,
  distanceFrom,
}: {
  hotels: readonly HotelSummary[];
  stay: Stay;
  /** The airport an airport search measured from, for the cards' distances. */
  distanceFrom: string | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('hotels');
  return (
    <Stack gap="sm">
      {hotels.map((hotel) => (
        <HotelCard
          key={hotel.id}
          hotel={hotel}
          stay={stay}
          compact
          distanceFrom={distanceFrom}
          selected={hotel.id === selectedId}
          action={
            <Button
              variant={hotel.id === selectedId ? 'light' : 'default'}
              size="sm"
              leftSection={<IconMapPin size={14} aria-hidden="true" />}
              aria-pressed={hotel.id === selectedId}
              aria-label={`${t('card.showOnMap')}: ${hotel.name}`}
              onClick={() => onSelect(hotel.id)}
            >
              {t('card.showOnMap')}
            </Button>
          }
        />
      ))}
    </Stack>
  );
}
