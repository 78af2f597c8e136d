import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Combobox, Loader, ScrollArea, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../lib/i18n';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_POPUP_HEIGHT } from '@travel/contracts/constants';
import { useAirportSearch, useRecommendedAirports } from './airports';
import { airport, type AirportValue } from './search-form';

interface Option {
  code: string;
  label: string;
}

/**
 * Airport or city autocomplete (spec part 1 §5, §9): waits 500 ms after typing, an empty input
 * lists the recommended airports, nothing found says so, and a failed lookup is an empty list.
 * What the traveller typed but did not pick is dropped when they leave the field.
 */
export function AirportInput({
  label,
  value,
  onChange,
  error,
  leftSection,
}: {
  label: string;
  value: AirportValue | null;
  onChange: (value: AirportValue | null) => void;
  error?: ReactNode;
  leftSection?: ReactNode;
}) {
  const { t } = useTranslation('flights');
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
  });
  const [text, setText] = useState(value?.label ?? '');
  const [debounced] = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  // The value can change from outside (swap, a new multi-city leg): show it.
  useEffect(() => setText(value?.label ?? ''), [value?.label]);

  const opened = combobox.dropdownOpened;
  const typed = text.trim() !== '' && text !== value?.label;
  // The debounced text lags one pause behind: never look up the picked value's own label.
  const lookup = typed && debounced !== value?.label ? debounced : '';
  const search = useAirportSearch(lookup);
  const recommended = useRecommendedAirports(opened && !typed);

  const options: Option[] = typed
    ? (search.data ?? []).map((item) => ({ code: item.value, label: item.label }))
    : (recommended.data ?? []).map((item) => ({
        code: item.iata,
        label: `(${item.iata}) ${item.name}`,
      }));
  // Enter picks the best match without arrowing down to it first. Only when the matches
  // change: the store object is new on every render, and re-selecting then would undo arrowing.
  const firstCode = typed ? options[0]?.code : undefined;
  const store = useRef(combobox);
  useEffect(() => {
    store.current = combobox;
  });
  useEffect(() => {
    if (firstCode) store.current.selectFirstOption();
  }, [firstCode]);

  const waiting = typed && (debounced !== text || search.isFetching);
  const listLoading = waiting || (!typed && recommended.isFetching);

  const choose = (code: string) => {
    const option = options.find((item) => item.code === code);
    if (!option) return;
    onChange(airport(option.code, option.label));
    setText(option.label);
    combobox.closeDropdown();
  };

  const leave = () => {
    combobox.closeDropdown();
    if (text.trim() === '') onChange(null);
    else setText(value?.label ?? '');
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          value={text}
          error={error}
          leftSection={leftSection}
          rightSection={listLoading ? <Loader size={14} aria-hidden="true" /> : null}
          placeholder={t('form.airportPlaceholder')}
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
            {!typed && options.length > 0 ? (
              <Combobox.Group label={t('form.recommended')}>
                {options.map((option) => (
                  <AirportOption key={option.code} option={option} />
                ))}
              </Combobox.Group>
            ) : (
              options.map((option) => <AirportOption key={option.code} option={option} />)
            )}
            {options.length === 0 ? (
              <Combobox.Empty>
                {listLoading ? t('form.searching') : t('form.noMatch')}
              </Combobox.Empty>
            ) : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

function AirportOption({ option }: { option: Option }) {
  return (
    <Combobox.Option value={option.code}>
      <Text size="sm" lineClamp={2}>
        {option.label}
      </Text>
    </Combobox.Option>
  );
}
