import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { CalendarDay } from '@travel/contracts/flights';
import type { IsoDate } from '../lib/dates';
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
  const placeholder = (
    <div className={classes.strip} aria-hidden="true">
      {Array.from({ length: 7 }, (_, index) => (
        <Skeleton key={index} height={62} />
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
