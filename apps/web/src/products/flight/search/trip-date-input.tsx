import '@mantine/dates/styles.css';
import type { ReactNode } from 'react';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { calendarAriaLabels } from '../../../lib/calendar-labels';
import { useTranslation } from '../../../lib/i18n';
import { DATE_FORMAT } from '@travel/contracts/constants';
import type { IsoDate } from './dates';
import classes from './flight-search-form.module.css';

/**
 * The flight date pickers (spec part 1 §5, §9; part 2 §5): MM/DD/YYYY, weeks from Sunday, no
 * day before `minDate`, two months side by side on a desktop and a dialog on a phone. Days
 * that are multi-city legs carry "The Nth route" on the calendar.
 */
interface CommonProps {
  label: string;
  minDate: IsoDate;
  error?: ReactNode;
  /** Dates of the multi-city legs, in leg order: marked on the calendar. */
  routeDates?: readonly (IsoDate | null)[];
}

function useCalendarProps({ minDate, routeDates = [] }: CommonProps) {
  const { t } = useTranslation('flights');
  const phone = useMediaQuery('(max-width: 48em)');
  const routesOn = (date: string) =>
    routeDates.flatMap((routeDate, index) => (routeDate === date ? [index + 1] : []));
  const routeText = (date: string) =>
    routesOn(date)
      .map((n) => t('form.nthRoute', { count: n, ordinal: true }))
      .join(', ');
  return {
    minDate,
    ariaLabels: calendarAriaLabels(t),
    // Weekend days in a darker red than Mantine's, which is below AA contrast on white.
    classNames: { day: classes.calendarDay },
    firstDayOfWeek: 0 as const,
    valueFormat: DATE_FORMAT,
    numberOfColumns: phone ? 1 : 2,
    dropdownType: phone ? ('modal' as const) : ('popover' as const),
    leftSection: <IconCalendar size={18} aria-hidden="true" />,
    getDayAriaLabel: (date: string) => {
      const marks = routeText(date);
      const day = dayjs(date).format('D MMMM YYYY');
      return marks ? `${day}, ${marks}` : day;
    },
    renderDay: (date: string) => {
      const routes = routesOn(date);
      const day = dayjs(date).date();
      if (routes.length === 0) return day;
      return (
        <span className={classes.routeDay} title={routeText(date)}>
          {day}
          <span className={classes.routeMark} aria-hidden="true">
            {routes.join(',')}
          </span>
        </span>
      );
    },
  };
}

export function SingleDateInput({
  value,
  onChange,
  ...common
}: CommonProps & { value: IsoDate | null; onChange: (value: IsoDate | null) => void }) {
  const calendar = useCalendarProps(common);
  return (
    <DatePickerInput
      label={common.label}
      error={common.error}
      value={value}
      onChange={(next) => onChange(next)}
      {...calendar}
    />
  );
}

/** Round trip: one picker for the two dates; it closes once both are chosen. */
export function RangeDateInput({
  value,
  onChange,
  ...common
}: CommonProps & {
  value: [IsoDate | null, IsoDate | null];
  onChange: (value: [IsoDate | null, IsoDate | null]) => void;
}) {
  const calendar = useCalendarProps(common);
  return (
    <DatePickerInput
      type="range"
      label={common.label}
      error={common.error}
      value={value}
      onChange={(next: DatesRangeValue<string>) => onChange([next[0], next[1]])}
      allowSingleDateInRange
      {...calendar}
    />
  );
}
