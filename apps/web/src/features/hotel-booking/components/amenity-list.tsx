import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  IconAirConditioning,
  IconBarbell,
  IconBath,
  IconBed,
  IconBriefcase,
  IconCoffee,
  IconGlass,
  IconParking,
  IconPaw,
  IconPlane,
  IconSwimming,
  IconToolsKitchen2,
  IconWash,
  IconWheelchair,
  IconWifi,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { HotelAmenity } from '@travel/contracts/hotels';

const ICONS: Record<HotelAmenity, typeof IconWifi> = {
  wifi: IconWifi,
  freeBreakfast: IconCoffee,
  freeParking: IconParking,
  petsAllowed: IconPaw,
  pool: IconSwimming,
  fitness: IconBarbell,
  spa: IconBath,
  restaurant: IconToolsKitchen2,
  bar: IconGlass,
  airportShuttle: IconPlane,
  airConditioning: IconAirConditioning,
  roomService: IconBed,
  laundry: IconWash,
  businessCentre: IconBriefcase,
  accessible: IconWheelchair,
};

/** The hotel's amenities as icon and words (the words carry the meaning). */
export function AmenityList({
  amenities,
  label,
}: {
  amenities: readonly HotelAmenity[];
  label: string;
}) {
  const { t } = useTranslation('hotel-booking');
  if (amenities.length === 0) {
    return <Text c="gray.7">{t('amenities.none')}</Text>;
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 3 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {amenities.map((amenity) => {
        const Icon = ICONS[amenity];
        return (
          <Group key={amenity} component="li" gap="xs" wrap="nowrap">
            <Icon size={20} aria-hidden="true" color="var(--mantine-color-blue-7)" />
            <Text size="sm">{t(`amenities.${amenity}`)}</Text>
          </Group>
        );
      })}
    </SimpleGrid>
  );
}
