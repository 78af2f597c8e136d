import { useMemo, useState } from 'react';
import { Group, Input, Select, TextInput } from '@mantine/core';
import { CALLING_CODES } from './calling-codes';
import { formatPhone, parsePhone } from './phone-value';

export interface PhoneInputProps {
  label: string;
  /** The country picker's accessible name ("Country code"). */
  countryLabel: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: React.ReactNode;
  required?: boolean;
  /** ISO codes listed first, in this order (spec part 2 §5: fr, cn, us). */
  preferred?: readonly string[];
  /** BCP 47 tag for the country names. */
  localeTag: string;
  id?: string;
}

/** Intl's region names in the page's language; the code itself where a runtime has none. */
function regionNames(localeTag: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([localeTag], { type: 'region' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/**
 * An international phone number (spec part 2 §5: international mode, validity from the picker,
 * preferred countries fr, cn, us): a searchable country picker showing the calling code, and the
 * national number beside it. The value is "+<code> <number>" (phone-value.ts checks it).
 */
export function PhoneInput({
  label,
  countryLabel,
  value,
  onChange,
  onBlur,
  error,
  required,
  preferred = ['FR', 'CN', 'US'],
  localeTag,
  id,
}: PhoneInputProps) {
  const fallback = preferred[0] ?? 'US';
  // The country is state of its own: +1 is both US and CA, the value alone cannot tell.
  const [country, setCountry] = useState(() => parsePhone(value, fallback, preferred).country);
  const national = parsePhone(value, country).national;
  const inputId = id ?? 'phone-number';
  const options = useMemo(() => {
    const name = regionNames(localeTag);
    const item = (entry: { country: string; code: string }) => ({
      value: entry.country,
      label: `${name(entry.country)} +${entry.code}`,
    });
    const first = preferred
      .map((code) => CALLING_CODES.find((entry) => entry.country === code))
      .filter((entry) => entry !== undefined)
      .map(item);
    const rest = CALLING_CODES.filter((entry) => !preferred.includes(entry.country))
      .map(item)
      .sort((a, b) => a.label.localeCompare(b.label, localeTag));
    return [...first, ...rest];
  }, [localeTag, preferred]);

  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      labelProps={{ htmlFor: inputId }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <Select
          aria-label={countryLabel}
          data={options}
          value={country}
          searchable
          allowDeselect={false}
          w={{ base: 130, sm: 170 }}
          comboboxProps={{ withinPortal: true, width: 260 }}
          error={Boolean(error)}
          onChange={(next) => {
            if (!next) return;
            setCountry(next);
            onChange(formatPhone({ country: next, national }));
          }}
        />
        <TextInput
          id={inputId}
          style={{ flex: 1 }}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          required={required}
          value={national}
          error={Boolean(error)}
          aria-invalid={Boolean(error)}
          onBlur={onBlur}
          onChange={(event) =>
            onChange(formatPhone({ country, national: event.currentTarget.value }))
          }
        />
      </Group>
    </Input.Wrapper>
  );
}
