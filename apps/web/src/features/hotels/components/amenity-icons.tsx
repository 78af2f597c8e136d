import type { ComponentType } from 'react';
import {
  IconAirConditioning,
  IconBarbell,
  IconBellRinging,
  IconBriefcase,
  IconBus,
  IconCoffee,
  IconDisabled,
  IconGlassFull,
  IconMassage,
  IconParking,
  IconPaw,
  IconPool,
  IconToolsKitchen2,
  IconWashMachine,
  IconWifi,
} from '@tabler/icons-react';
import type { HotelAmenity } from '@travel/contracts/hotels';

type IconComponent = ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;

/** One icon per amenity of the contract, used on the cards and in the filters. */
export const AMENITY_ICONS: Record<HotelAmenity, IconComponent> = {
  wifi: IconWifi,
  freeBreakfast: IconCoffee,
  freeParking: IconParking,
  petsAllowed: IconPaw,
  pool: IconPool,
  fitness: IconBarbell,
  spa: IconMassage,
  restaurant: IconToolsKitchen2,
  bar: IconGlassFull,
  airportShuttle: IconBus,
  airConditioning: IconAirConditioning,
  roomService: IconBellRinging,
  laundry: IconWashMachine,
  businessCentre: IconBriefcase,
  accessible: IconDisabled,
};
