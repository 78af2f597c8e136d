import type { SelectProps } from '@mantine/core';
import { useCountryOptions } from '../../lib/countries';
import { LazySelect, useLoadedSelect } from './lazy-select';

/**
 * A searchable country field (nationality, passport issue place, billing country). The list is
 * fetched when the dropdown has loaded (the form is in use), and each field asks for it itself
 * (one request, shared): the reply re-renders these fields, not the whole form.
 */
export function CountrySelect({
  loadingText,
  ...props
}: Omit<SelectProps, 'data' | 'searchable'> & { loadingText: string }) {
  const countries = useCountryOptions(useLoadedSelect() !== null);
  return (
    <LazySelect
      searchable
      data={countries.options}
      placeholder={countries.query.isLoading ? loadingText : undefined}
      {...props}
    />
  );
}
