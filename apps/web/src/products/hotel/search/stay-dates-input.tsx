import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { calendarAriaLabels } from '../../../lib/calendar-labels';
import { useTranslation } from '../../../lib/i18n';
import { DATE_FORMAT } from '@travel/contracts/constants';
import classes from './hotel-search-form.module.css';

/**
 * Check-in and check-out in one range picker (spec part 2 §5 date picker): MM/DD/YYYY, weeks
 * from Sunday, nothing before today, two months side by side on a desktop and a dialog on a
 * phone; it closes once both dates are chosen.
 */
export function StayDatesInput({
  value,
  onChange,
  minDate,
  error,
  nightsText,
}: {
  value: [string | null, string | null];
  onChange: (value: [string | null, string | null]) => void;
  minDate: string;
  error?: ReactNode;
  /** "2 nights", shown inside the field's right end. */
  nightsText?: string;
}) {
  const { t } = useTranslation('hotels');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <DatePickerInput
      type="range"
      label={t('form.dates')}
      error={error}
      value={value}
      onChange={(next: DatesRangeValue<string>) => onChange([next[0], next[1]])}
      minDate={minDate}
      maxDate={dayjs(minDate).add(1, 'year').format('YYYY-MM-DD')}
      valueFormat={DATE_FORMAT}
      firstDayOfWeek={0}
      numberOfColumns={phone ? 1 : 2}
      dropdownType={phone ? 'modal' : 'popover'}
      leftSection={<IconCalendar size={18} aria-hidden="true" />}
      rightSection={
        nightsText ? (
          <Text size="xs" c="gray.7" pr={6} style={{ whiteSpace: 'nowrap' }}>
            {nightsText}
          </Text>
        ) : null
      }
      rightSectionWidth={nightsText ? 72 : undefined}
      rightSectionPointerEvents="none"
      classNames={{ day: classes.calendarDay }}
      getDayAriaLabel={(date: string) => dayjs(date).format('D MMMM YYYY')}
      ariaLabels={calendarAriaLabels(t)}
    />
  );
}
