import type { ReactNode } from 'react';
import { Combobox, Group, Text } from '@mantine/core';
import { IconBuilding, IconMapPin, IconPlane } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { AutocompleteField, useAutocomplete } from '../../../components/autocomplete-field';
import { HOTEL_PLACE_TYPES } from '@travel/contracts/hotel-rules';
import type { HotelAddressSuggestion } from '@travel/contracts/hotels';
import { useHotelAddress } from './hotel-address';
import type { PickedPlace } from './search-form';

/** How a suggestion reads: "London, United Kingdom" or "Heathrow Airport (LHR), London". */
export function placeLabel(item: HotelAddressSuggestion): string {
  return item.type === HOTEL_PLACE_TYPES.airport
    ? `${item.name} (${item.code}), ${item.cityname}`
    : `${item.name}, ${item.countryname}`;
}

const optionKey = (item: HotelAddressSuggestion) => `${item.type}:${item.value}`;

/**
 * City or airport autocomplete (spec part 2 §5): waits 500 ms after typing, an empty input
 * lists the recommended places (the same call with an empty `where`), an empty answer says
 * "There is no matched result!", and an answer that is not a list is shown as an error. Text
 * typed but not picked is dropped when the traveller leaves the field.
 */
export function DestinationInput({
  value,
  onChange,
  error,
}: {
  value: PickedPlace | null;
  onChange: (value: PickedPlace | null) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('hotels');
  const state = useAutocomplete(value?.label);
  const { typed, opened, waitingForPause } = state;
  const lookup = useHotelAddress(state.query.trim(), opened && !waitingForPause);
  const options = waitingForPause ? [] : (lookup.data ?? []);
  const loading = waitingForPause || lookup.isFetching;

  return (
    <AutocompleteField
      state={state}
      label={t('form.destination')}
      placeholder={t('form.destinationPlaceholder')}
      leftSection={<IconMapPin size={18} aria-hidden="true" />}
      error={error}
      loading={loading && opened}
      options={options.map((item) => (
        <PlaceOption key={optionKey(item)} item={item} />
      ))}
      firstKey={typed && options[0] ? optionKey(options[0]) : undefined}
      recommendedLabel={t('form.recommended')}
      emptyText={
        loading ? t('form.searching') : lookup.isError ? t('form.lookupFailed') : t('form.noMatch')
      }
      onPick={(key) => {
        const item = options.find((option) => optionKey(option) === key);
        if (!item) return null;
        const label = placeLabel(item);
        onChange({ value: item.value, type: item.type, label });
        return label;
      }}
      onClear={() => onChange(null)}
    />
  );
}

function PlaceOption({ item }: { item: HotelAddressSuggestion }) {
  const { t } = useTranslation('hotels');
  return (
    <Combobox.Option value={optionKey(item)}>
      <Group gap="xs" wrap="nowrap">
        {item.type === HOTEL_PLACE_TYPES.airport ? (
          <IconPlane size={16} aria-hidden="true" />
        ) : (
          <IconBuilding size={16} aria-hidden="true" />
        )}
        <div>
          <Text size="sm" lineClamp={1}>
            {placeLabel(item)}
          </Text>
          <Text size="xs" c="gray.7">
            {item.type === HOTEL_PLACE_TYPES.airport ? t('form.airport') : t('form.city')}
            {item.type === HOTEL_PLACE_TYPES.airport ? ` · ${item.countryname}` : ''}
          </Text>
        </div>
      </Group>
    </Combobox.Option>
  );
}
