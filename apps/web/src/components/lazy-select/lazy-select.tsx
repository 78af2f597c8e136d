import { startTransition, useEffect, useState } from 'react';
import { ComboboxChevron, InputBase, type ComboboxItem, type SelectProps } from '@mantine/core';
import type * as SelectModuleExports from './select-module';
import type { CountrySelectProps } from './select-module';
import { usePress } from '../../lib/use-press';

/**
 * Mantine's Select, loaded when the form is first used (issue 10: less script on the first
 * visit). Until then each field is drawn by a stand-in of the same size and look (the input,
 * its label, description, error and chevron) that shows the chosen option's label; focusing or
 * clicking it loads the dropdown and hands the focus (and the open list) to the real field.
 * Forms call `preloadSelect` on their first focus so the dropdown is usually there before the
 * traveller reaches a select.
 */
type SelectModule = typeof SelectModuleExports;

let loaded: SelectModule | null = null;
let loading: Promise<SelectModule | null> | null = null;
const listeners = new Set<(module: SelectModule) => void>();

/** Starts loading the dropdowns (once); resolves null when the fetch failed. */
export function preloadSelect(): Promise<SelectModule | null> {
  loading ??= import('./select-module').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener(module);
      return module;
    },
    () => {
      // A failed fetch (offline a moment) is tried again on the next focus; the stand-in stays.
      loading = null;
      return null;
    },
  );
  return loading;
}

/**
 * The dropdowns' module once its chunk is here (null before). A field held under the pointer
 * when it comes is swapped after the press, so the click lands on the real field.
 */
function useSelectModule(afterPress: (action: () => void) => void): SelectModule | null {
  const [module, setModule] = useState<SelectModule | null>(() => loaded);
  useEffect(() => {
    if (module) return;
    // The swap re-renders only the fields, as a transition: typing elsewhere stays first.
    const listener = (next: SelectModule) =>
      afterPress(() => startTransition(() => setModule(next)));
    listeners.add(listener);
    if (loaded) listener(loaded);
    return () => {
      listeners.delete(listener);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- afterPress acts on a ref
  }, [module]);
  return module;
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

type Reached = 'focus' | 'click' | null;

/** The stand-in: Select's input (same static class names, chevron and ARIA) showing the label. */
function SelectStandIn({
  props,
  onReach,
  onPress,
}: {
  props: SelectProps;
  onReach: (how: Reached) => void;
  onPress: () => void;
}) {
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
    onReach(how);
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
      onPointerDown={onPress}
      onFocus={() => reach('focus')}
      onBlur={() => onReach(null)}
      onClick={() => reach('click')}
    />
  );
}

/** How the traveller reached the stand-in, kept so the real field takes over the focus. */
function useReached() {
  const [reached, setReached] = useState<Reached>(null);
  const onReach = (how: Reached) =>
    setReached((current) => (how === null ? null : current === 'click' ? current : how));
  // `autoFocus` and `defaultDropdownOpened` act on mount only: when the real field replaces a
  // stand-in the traveller is on.
  const takeOver = (readOnly: boolean | undefined) => ({
    autoFocus: reached !== null,
    defaultDropdownOpened: reached === 'click' && !readOnly ? true : undefined,
  });
  return { onReach, takeOver };
}

export function LazySelect(props: SelectProps) {
  const press = usePress();
  const module = useSelectModule(press.afterPress);
  const { onReach, takeOver } = useReached();
  if (module) return <module.Select {...props} {...takeOver(props.readOnly)} />;
  return <SelectStandIn props={props} onReach={onReach} onPress={press.start} />;
}

/**
 * A searchable country field (nationality, passport issue place, billing country). The list is
 * fetched by the real field, once the dropdowns have loaded (the form is in use); the reply
 * re-renders these fields, not the whole form.
 */
export function CountrySelect(props: CountrySelectProps) {
  const press = usePress();
  const module = useSelectModule(press.afterPress);
  const { onReach, takeOver } = useReached();
  if (module) return <module.CountrySelectField {...props} {...takeOver(props.readOnly)} />;
  const { loadingText: _loadingText, ...select } = props;
  return (
    <SelectStandIn
      props={{ ...select, searchable: true, data: [] }}
      onReach={onReach}
      onPress={press.start}
    />
  );
}
