import {
  IconBuildingSkyscraper,
  IconCar,
  IconMap2,
  IconPlane,
  IconShieldCheck,
  IconShip,
} from '@tabler/icons-react';

/** The home search box tabs in the spec's order; the box starts on Tour (spec part 1 §1). */
export const HOME_TABS = [
  { value: 'tour', Icon: IconMap2 },
  { value: 'hotel', Icon: IconBuildingSkyscraper },
  { value: 'cruise', Icon: IconShip },
  { value: 'flight', Icon: IconPlane },
  { value: 'car', Icon: IconCar },
  { value: 'insurance', Icon: IconShieldCheck },
] as const;

export type HomeTab = (typeof HOME_TABS)[number]['value'];
export const DEFAULT_HOME_TAB: HomeTab = 'tour';

/** `?tab=` selects a tab; anything unknown falls back to Tour. */
export function homeTabFrom(value: string | null): HomeTab {
  return HOME_TABS.find((tab) => tab.value === value)?.value ?? DEFAULT_HOME_TAB;
}
