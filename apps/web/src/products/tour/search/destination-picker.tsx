import type { ReactNode } from 'react';
import { NativeSelect } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { TourRegion } from '@travel/contracts/tours';
import { useTranslation } from '../../../lib/i18n';
import { destinationValue, parseDestination, type TourDestination } from './tour-query';

/**
 * The Tour and Cruise tabs' destination (spec part 2 §2, §5): a region (continent) or one of
 * its areas (countries), from `GET /api/list`. The system's own select with the regions as
 * option groups: a phone shows it as its familiar wheel or sheet, a keyboard moves through it
 * with arrows and type-ahead, a screen reader announces the groups. A searchable dropdown was
 * measured at 37 kB brotli more on every tour page (floating UI, popover, scroll area), which
 * the pages' first-load budget has no room for; the list of about 60 places does not need it.
 */
export function DestinationPicker({
  world,
  value,
  onChange,
  error,
  disabled,
  description,
}: {
  world: TourRegion[];
  value: TourDestination | null;
  onChange: (value: TourDestination | null) => void;
  error?: ReactNode;
  disabled?: boolean;
  description?: ReactNode;
}) {
  const { t } = useTranslation('tours');
  return (
    <NativeSelect
      label={t('search.destination')}
      error={error}
      disabled={disabled}
      description={description}
      leftSection={<IconMapPin size={18} aria-hidden="true" />}
      value={value ? destinationValue(value) : ''}
      onChange={(event) => onChange(parseDestination(event.currentTarget.value))}
    >
      <option value="">{t('search.destinationPlaceholder')}</option>
      {world.map((region) => (
        <optgroup key={region.code} label={region.name}>
          <option value={region.code}>{t('search.allOf', { region: region.name })}</option>
          {region.areas.map((area) => (
            <option
              key={area.code}
              value={destinationValue({ region: region.code, area: area.code })}
            >
              {area.name}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
