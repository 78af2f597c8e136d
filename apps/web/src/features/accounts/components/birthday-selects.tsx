import { useId, useMemo } from 'react';
import { Box, Group, Input, Select } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { birthYears, daysInMonth, monthNames, type DateParts } from '../lib/dates';

/**
 * Date of birth as three selects, month, day and year (spec part 1 §2), grouped under one
 * legend. The day list follows the chosen month and year, so 31 February cannot be picked.
 */
export function BirthdaySelects({
  label,
  description,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  description?: string;
  value: DateParts;
  onChange: (next: DateParts) => void;
  error?: string | null;
  required?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const language = useLanguage();
  const errorId = useId();
  const months = useMemo(
    () => monthNames(language).map((name, index) => ({ value: String(index + 1), label: name })),
    [language],
  );
  const years = useMemo(() => birthYears(), []);
  const dayCount = daysInMonth(Number(value.year), Number(value.month) || 1);
  const days = useMemo(
    () => Array.from({ length: dayCount }, (_, index) => String(index + 1)),
    [dayCount],
  );

  const set = (part: keyof DateParts, next: string | null) => {
    const parts = { ...value, [part]: next ?? '' };
    // A shorter month or a non-leap year can make the chosen day impossible: clear it.
    const max = daysInMonth(Number(parts.year), Number(parts.month) || 1);
    if (parts.day && Number(parts.day) > max) parts.day = '';
    onChange(parts);
  };

  const common = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    error: Boolean(error),
    allowDeselect: true,
    comboboxProps: { withinPortal: true },
  } as const;

  return (
    <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <Input.Label component="legend" required={required} p={0}>
        {label}
      </Input.Label>
      {description ? <Input.Description>{description}</Input.Description> : null}
      <Group grow gap="xs" wrap="nowrap" mt={4}>
        <Select
          {...common}
          aria-label={t('fields.month')}
          placeholder={t('fields.month')}
          data={months}
          value={value.month || null}
          onChange={(next) => set('month', next)}
          miw={0}
        />
        <Select
          {...common}
          aria-label={t('fields.day')}
          placeholder={t('fields.day')}
          data={days}
          value={value.day || null}
          onChange={(next) => set('day', next)}
          miw={0}
        />
        <Select
          {...common}
          aria-label={t('fields.year')}
          placeholder={t('fields.year')}
          data={years}
          searchable
          value={value.year || null}
          onChange={(next) => set('year', next)}
          miw={0}
        />
      </Group>
      {error ? (
        <Input.Error id={errorId} mt={5}>
          {error}
        </Input.Error>
      ) : null}
    </Box>
  );
}
