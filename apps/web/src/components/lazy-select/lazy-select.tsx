import { startTransition, useEffect, useState, type ComponentType, type FocusEvent } from 'react';
import { ComboboxChevron, InputBase, type ComboboxItem, type SelectProps } from '@mantine/core';

/**
 * Mantine's Select, loaded when the form is first used (issue 10: less script on the first
 * visit). Until then each field is drawn by a stand-in of the same size and look (the input,
 * its label, description, error and chevron) that shows the chosen option's label; focusing or
 * clicking it loads the dropdown and hands the focus (and the open list) to the real field.
 * Forms call `preloadSelect` on their first focus so the dropdown is usually there before the
 * traveller reaches a select.
 */
type SelectComponent = ComponentType<SelectProps>;

let loaded: SelectComponent | null = null;
let loading: Promise<SelectComponent> | null = null;
const listeners = new Set<(component: SelectComponent) => void>();

export function preloadSelect(): Promise<SelectComponent> {
  loading ??= import('./select-module').then(({ Select }) => {
    loaded = Select as SelectComponent;
    for (const listener of listeners) listener(loaded);
    return loaded;
  });
  return loading;
}

/** The Select once its chunk is here (null before): fields that need data only then, too. */
export function useLoadedSelect(): SelectComponent | null {
  const [component, setComponent] = useState<SelectComponent | null>(() => loaded);
  useEffect(() => {
    if (component) return;
    // The swap re-renders only the fields, as a transition: typing elsewhere stays first.
    const listener = (next: SelectComponent) => startTransition(() => setComponent(() => next));
    listeners.add(listener);
    if (loaded) listener(loaded);
    return () => {
      listeners.delete(listener);
    };
  }, [component]);
  return component;
}

/** The label the Select shows for `value` (options may be plain strings or groups). */
function labelOf(data: SelectProps['data'], value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  for (const item of data ?? []) {
    if (typeof item === 'string') {
      if (item === value) return item;
    } else if ('group' in item) {
      const found = labelOf(item.items as Array<string | ComboboxItem>, value);
      if (found) return found;
    } else if (item.value === value) return item.label;
  }
  return '';
}

export function LazySelect(props: SelectProps) {
  const Select = useLoadedSelect();
  // How the traveller reached the stand-in: focused (keyboard) or clicked (open the list).
  const [reached, setReached] = useState<'focus' | 'click' | null>(null);
  if (Select) {
    // `autoFocus` and `defaultDropdownOpened` act on mount only: the swap, when reached.
    return (
      <Select
        {...props}
        autoFocus={reached !== null}
        defaultDropdownOpened={reached === 'click' && !props.readOnly ? true : undefined}
      />
    );
  }
  const {
    data,
    value,
    searchable,
    size,
    error,
    autoComplete,
    // Select-only props the stand-in has no use for.
    comboboxProps: _comboboxProps,
    nothingFoundMessage: _nothingFound,
    allowDeselect: _allowDeselect,
    onChange: _onChange,
    onFocus: _onFocus,
    onBlur: _onBlur,
    defaultValue: _defaultValue,
    ...input
  } = props;
  const reach = (how: 'focus' | 'click') => {
    if (props.disabled) return;
    setReached((current) => (current === 'click' ? current : how));
    void preloadSelect();
  };
  return (
    <InputBase
      {...input}
      __staticSelector="Select"
      size={size}
      error={error}
      role="combobox"
      aria-haspopup="listbox"
      aria-expanded={false}
      autoComplete={autoComplete ?? 'off'}
      readOnly
      pointer={!searchable}
      value={labelOf(data, value)}
      __defaultRightSection={<ComboboxChevron size={size} error={error} />}
      rightSectionPointerEvents="none"
      onFocus={(_event: FocusEvent<HTMLInputElement>) => reach('focus')}
      onBlur={() => setReached(null)}
      onClick={() => reach('click')}
    />
  );
}
