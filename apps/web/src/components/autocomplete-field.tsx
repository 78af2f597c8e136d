import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Combobox, Loader, ScrollArea, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_POPUP_HEIGHT } from '@travel/contracts/constants';

/**
 * The state of a place autocomplete (an airport, a hotel destination), read before its lookup
 * runs: what is typed, whether it differs from the picked value, and the text to look up once
 * the traveller pauses (spec part 1 §5 and part 2 §5: 500 ms).
 */
export function useAutocomplete(pickedLabel: string | undefined) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState(pickedLabel ?? '');
  const [debounced] = useDebouncedValue(text, AUTOCOMPLETE_DEBOUNCE_MS);
  // Set just before the field clears its own value for unpicked text: that text stays shown.
  const keep = useRef(false);
  // The value can change from outside (a swap, a new multi-city leg): show it.
  useEffect(() => {
    if (keep.current) keep.current = false;
    else setText(pickedLabel ?? '');
  }, [pickedLabel]);
  const typed = text.trim() !== '' && text !== pickedLabel;
  return {
    combobox,
    text,
    setText,
    pickedLabel,
    opened: combobox.dropdownOpened,
    /** The traveller typed something other than the picked value. */
    typed,
    /** The text to look up: the debounced text lags one pause behind, so never the picked label. */
    query: typed && debounced !== pickedLabel ? debounced : '',
    /** Typed, and the pause has not come yet. */
    waitingForPause: typed && debounced !== text,
    /** The next change of the picked value (the field clearing it) leaves the text as typed. */
    keepText: () => {
      keep.current = true;
    },
  };
}

export type AutocompleteState = ReturnType<typeof useAutocomplete>;

/**
 * The field and its list. With nothing typed the options are the recommended ones, under
 * `recommendedLabel`; Enter picks the best match without arrowing down to it first; text typed
 * but not picked is dropped when the traveller leaves the field.
 */
export function AutocompleteField({
  state,
  label,
  placeholder,
  leftSection,
  error,
  loading,
  options,
  firstKey,
  recommendedLabel,
  emptyText,
  onPick,
  onClear,
  onLeaveTyped,
}: {
  state: AutocompleteState;
  label: string;
  placeholder: string;
  leftSection?: ReactNode;
  error?: ReactNode;
  /** Shows the spinner in the field. */
  loading: boolean;
  /** The options, each a `Combobox.Option` with its key as value. */
  options: ReactNode[];
  /** The first option's key while the traveller types (it is selected for Enter). */
  firstKey: string | undefined;
  recommendedLabel: string;
  /** What the list says when it has no option (searching, nothing found, failed). */
  emptyText: string;
  /** Picks the option of `key`; returns the label the field then shows, or null if none. */
  onPick: (key: string) => string | null;
  onClear: () => void;
  /**
   * Text typed but not picked when the traveller leaves: without this it is dropped (the
   * picked value shows again); with it the text stays and this decides what to say.
   */
  onLeaveTyped?: (text: string) => void;
}) {
  const { combobox, text, setText, typed } = state;
  // Only when the matches change: the store object is new on every render, and re-selecting
  // then would undo the traveller's arrowing.
  const store = useRef(combobox);
  useEffect(() => {
    store.current = combobox;
  });
  useEffect(() => {
    if (firstKey) store.current.selectFirstOption();
  }, [firstKey]);

  const choose = (key: string) => {
    const picked = onPick(key);
    if (picked === null) return;
    setText(picked);
    combobox.closeDropdown();
  };

  const leave = () => {
    combobox.closeDropdown();
    if (text.trim() === '') onClear();
    else if (typed && onLeaveTyped) onLeaveTyped(text);
    else setText(state.pickedLabel ?? '');
  };

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target>
        <TextInput
          label={label}
          value={text}
          error={error}
          leftSection={leftSection}
          rightSection={loading ? <Loader size={14} aria-hidden="true" /> : null}
          placeholder={placeholder}
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
              <Combobox.Group label={recommendedLabel}>{options}</Combobox.Group>
            ) : (
              options
            )}
            {options.length === 0 ? <Combobox.Empty>{emptyText}</Combobox.Empty> : null}
          </ScrollArea.Autosize>
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
