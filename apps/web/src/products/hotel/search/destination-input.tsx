import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Combobox, Group, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBuilding, IconMapPin, IconPlane } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_POPUP_HEIGHT } from '@travel/contracts/constants';
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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  useEffect(() => setText(value?.label ?? ''), [value?.label]);

  const opened = combobox.dropdownOpened;
  const typed = text.trim() !== '' && text !== value?.label;
  // The debounced text lags one pause behind: never look up the picked value's own label.
  const where = typed && debounced !== value?.label ? debounced.trim() : '';
  const waitingForPause = typed && debounced !== text;
  const lookup = useHotelAddress(where, opened && !waitingForPause);
  const options = waitingForPause ? [] : (lookup.data ?? []);

  // Enter picks the best match without arrowing down to it first (only when matches change).
  const firstKey = typed && options[0] ? optionKey(options[0]) : undefined;
  const store = useRef(combobox);
  useEffect(() => {
    store.current = combobox;
  });
  useEffect(() => {
    if (firstKey) store.current.selectFirstOption();
  }, [firstKey]);

  const loading = waitingForPause || lookup.isFetching;

  const choose = (key: string) => {
    const item = options.find((option) => optionKey(option) === key);
    if (!item) return;
    const label = placeLabel(item);
    onChange({ value: item.value, type: item.type, label });
    setText(label);
    combobox.closeDropdown();
  };

  const leave = () => {
    combobox.closeDropdown();
    if (text.trim() === '') onChange(null);
    else setText(value?.label ?? '');
  };

  const items = options.map((item) => (
    <Combobox.Option key={optionKey(item)} value={optionKey(item)}>
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
  ));

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={t('form.destination')}
          value={text}
          error={error}
          leftSection={<IconMapPin size={18} aria-hidden="true" />}
          rightSection={loading && opened ? <Loader size={14} aria-hidden="true" /> : null}
          placeholder={t('form.destinationPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => {
            setText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={(event) => {
            event.currentTarget.select();
            combobox.openDropdown();
          }}
          onBlur={leave}
        />
      </Combobox.Target>
      <Combobox.Dropdown miw={280}>
        <Combobox.Options>
          <ScrollArea.Autosize mah={AUTOCOMPLETE_POPUP_HEIGHT} type="scroll">
            {!typed && items.length > 0 ? (
              <Combobox.Group label={t('form.recommended')}>{items}</Combobox.Group>
            ) : (
              items
            )}
            {items.length === 0 ? (
              <Combobox.Empty>
                {loading
                  ? t('form.searching')
                  : lookup.isError
                    ? t('form.lookupFailed')
                    : t('form.noMatch')}
              </Combobox.Empty>
            ) : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
