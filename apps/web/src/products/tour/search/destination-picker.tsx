import type { ReactNode } from 'react';
import { NativeSelect, Select, type ComboboxItem, type ComboboxItemGroup } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMapPin } from '@tabler/icons-react';
import type { TourRegion } from '@travel/contracts/tours';
import { useTranslation } from '../../../lib/i18n';
import { destinationValue, parseDestination, type TourDestination } from './tour-query';

/**
 * The Tour and Cruise tabs' destination (spec part 2 §2, §5): a region (continent) or one of
 * its areas (countries), from `GET /api/list`. Wide screens get a searchable list grouped by
 * region (type to filter, arrows and Enter to pick: a labelled combobox); a phone gets the
 * system's own select with the regions as option groups, which every phone shows as its
 * familiar full-screen wheel or sheet.
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
  const phone = useMediaQuery('(max-width: 48em)');
  const selected = value ? destinationValue(value) : null;
  const common = {
    label: t('search.destination'),
    error,
    disabled,
    description,
    leftSection: <IconMapPin size={18} aria-hidden="true" />,
  };

  if (phone) {
    return (
      <NativeSelect
        {...common}
        value={selected ?? ''}
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

  const data: ComboboxItemGroup<ComboboxItem>[] = world.map((region) => ({
    group: region.name,
    items: [
      { value: region.code, label: t('search.allOf', { region: region.name }) },
      ...region.areas.map((area) => ({
        value: destinationValue({ region: region.code, area: area.code }),
        label: area.name,
      })),
    ],
  }));
  return (
    <Select
      {...common}
      data={data}
      value={selected}
      onChange={(next) => onChange(parseDestination(next))}
      placeholder={t('search.destinationPlaceholder')}
      searchable
      clearable
      nothingFoundMessage={t('search.noMatch')}
      maxDropdownHeight={300}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
