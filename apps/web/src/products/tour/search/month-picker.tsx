import { NativeSelect } from '@mantine/core';
import { IconCalendarMonth } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { monthLabel } from './month-label';

/**
 * The optional departure month (spec §5): "Any month" or one of the valid months of the
 * destination. A native select everywhere: a dozen months need no search, and the system
 * control is the most familiar one on a phone and with a screen reader.
 */
export function MonthPicker({
  months,
  value,
  onChange,
  loading,
  hint,
}: {
  months: string[];
  value: string | null;
  onChange: (value: string | null) => void;
  loading: boolean;
  hint?: string | undefined;
}) {
  const { t } = useTranslation('tours');
  const tag = localeTagOf(useLanguage());
  // A month chosen before the destination changed stays listed until it is changed, so the
  // field never shows something other than what will be searched.
  const listed = value && !months.includes(value) ? [value, ...months] : months;
  return (
    <NativeSelect
      label={t('search.month')}
      description={hint}
      value={value ?? ''}
      disabled={loading}
      leftSection={<IconCalendarMonth size={18} aria-hidden="true" />}
      onChange={(event) => onChange(event.currentTarget.value || null)}
    >
      <option value="">{loading ? t('search.monthsLoading') : t('search.anyMonth')}</option>
      {listed.map((month) => (
        <option key={month} value={month}>
          {monthLabel(month, tag)}
        </option>
      ))}
    </NativeSelect>
  );
}
