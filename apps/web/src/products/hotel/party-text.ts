import type { TFunction } from '../../lib/i18n';

/** "2 rooms, 3 adults, 1 child" in the page language's list style. */
export function partyText(
  party: { rooms: number; adults: number; children: number },
  t: TFunction,
  localeTag: string,
): string {
  const parts = [
    t('summary.rooms', { count: party.rooms }),
    t('summary.adults', { count: party.adults }),
    ...(party.children > 0 ? [t('summary.children', { count: party.children })] : []),
  ];
  return new Intl.ListFormat(localeTag, { style: 'short', type: 'unit' }).format(parts);
}
