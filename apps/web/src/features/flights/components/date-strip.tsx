import { lazy, Suspense } from 'react';
import { Skeleton, Text } from '@mantine/core';
import type { CalendarDay } from '@travel/contracts/flights';
import { localeTagOf, useLanguage } from '../../../lib/language';
import type { IsoDate } from '../../../products/flight/search/dates';
import { stripDayLabels } from '../lib/summary-text';
import classes from './results.module.css';

// The priced days (with the currency conversion behind Price) need the calendar answer first:
// their chunk is requested with the page and arrives while that call is in flight.
const daysModule = import('./date-strip-days');
// A failed download is reported where it renders (the error page offers a reload), not twice.
void daysModule.catch(() => undefined);

const DateStripDays = lazy(async () => ({ default: (await daysModule).DateStripDays }));

/**
 * The cheapest fare for each of ±3 days around the departure date (issue 3 §3). Choosing a day
 * searches again on that date; days with no fare (or already past) cannot be chosen.
 */
export function DateStrip({
  days,
  loading,
  selected,
  onSelect,
}: {
  days: readonly CalendarDay[] | undefined;
  loading: boolean;
  selected: IsoDate;
  onSelect: (date: IsoDate) => void;
}) {
  const locale = localeTagOf(useLanguage());
  // The days are known before their fares: the placeholder shows them in the buttons' own
  // frame, so it is exactly as tall as the strip that replaces it (a wrapped date label
  // included) and nothing below moves when the fares arrive.
  const placeholder = (
    <div className={classes.strip} aria-hidden="true">
      {stripDayLabels(selected, locale).map((label, index) => (
        <div key={index} className={`${classes.stripDay} ${classes.stripPlaceholder}`}>
          <Text span size="xs" fw={600}>
            {label}
          </Text>
          <span className={classes.stripFare}>
            <Skeleton height={14} width={48} />
          </span>
        </div>
      ))}
    </div>
  );
  if (!days) return loading ? placeholder : null;
  return (
    <Suspense fallback={placeholder}>
      <DateStripDays days={days} selected={selected} onSelect={onSelect} />
    </Suspense>
  );
}
