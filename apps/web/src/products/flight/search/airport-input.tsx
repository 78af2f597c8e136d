import { useState, type ReactNode } from 'react';
import { Combobox, Text } from '@mantine/core';
import { AutocompleteField, useAutocomplete } from '../../../components/autocomplete-field';
import { useTranslation } from '../../../lib/i18n';
import { useAirportSearch, useRecommendedAirports } from './airports';
import { airport, type AirportValue } from './search-form';

interface Option {
  code: string;
  label: string;
}

/**
 * Airport or city autocomplete (spec part 1 §5, §9): waits 500 ms after typing, an empty input
 * lists the recommended airports, nothing found says so, and a failed lookup is an empty list.
 * Text typed but not picked is never silently kept or replaced (issue 13 §1): leaving the
 * field with it keeps it, clears the value and says that no airport matches it (or, when some
 * do, to choose one of them), so the search cannot run on something the traveller did not pick.
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
  const state = useAutocomplete(value?.label);
  const { typed, opened, query } = state;
  const search = useAirportSearch(query);
  const recommended = useRecommendedAirports(opened && !typed);
  // The unpicked text the traveller left the field with; its message goes once they edit it.
  const [left, setLeft] = useState<string | null>(null);
  const unmatched = left !== null && state.text === left;
  const matchesKnown =
    search.data !== undefined && query.trim().toLowerCase() === left?.trim().toLowerCase();
  const unmatchedText = unmatched
    ? matchesKnown && search.data.length > 0
      ? t('form.pickAirport', { text: left.trim() })
      : t('form.noAirportMatch', { text: left.trim() })
    : null;

  const options: Option[] = typed
    ? (search.data ?? []).map((item) => ({ code: item.value, label: item.label }))
    : (recommended.data ?? []).map((item) => ({
        code: item.iata,
        label: `(${item.iata}) ${item.name}`,
      }));
  const waiting = typed && (state.waitingForPause || search.isFetching);
  const listLoading = waiting || (!typed && recommended.isFetching);

  return (
    <AutocompleteField
      state={state}
      label={label}
      placeholder={t('form.airportPlaceholder')}
      leftSection={leftSection}
      error={unmatchedText ?? error}
      loading={listLoading}
      options={options.map((option) => (
        <AirportOption key={option.code} option={option} />
      ))}
      firstKey={typed ? options[0]?.code : undefined}
      recommendedLabel={t('form.recommended')}
      emptyText={listLoading ? t('form.searching') : t('form.noMatch')}
      onPick={(code) => {
        const option = options.find((item) => item.code === code);
        if (!option) return null;
        onChange(airport(option.code, option.label));
        return option.label;
      }}
      onClear={() => onChange(null)}
      onLeaveTyped={(text) => {
        setLeft(text);
        if (value !== null) {
          state.keepText();
          onChange(null);
        }
      }}
    />
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
