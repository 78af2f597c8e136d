import { Select, type SelectProps } from '@mantine/core';
import { useCountryOptions } from '../../lib/countries';

// The real dropdowns, in a chunk of their own: Select brings Combobox, Popover, floating-ui,
// ScrollArea and the focus helpers (~45 KB brotli), and the country list its query (react-query's
// useQuery), which a form needs only once it is used.
export { Select };

export type CountrySelectProps = Omit<SelectProps, 'data' | 'searchable'> & { loadingText: string };

/** A searchable country field; the list comes with the field (one request, shared). */
export function CountrySelectField({ loadingText, ...props }: CountrySelectProps) {
  const countries = useCountryOptions();
  return (
    <Select
      searchable
      data={countries.options}
      placeholder={countries.query.isPending ? loadingText : undefined}
      {...props}
    />
  );
}
