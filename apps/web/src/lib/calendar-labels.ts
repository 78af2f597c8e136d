import type { TFunction } from './i18n';

/**
 * The names a date picker's controls read to a screen reader (previous month, year level…), in
 * the calling page's namespace, which holds them as `calendar.*`.
 */
export const calendarAriaLabels = (t: TFunction) => ({
  previousMonth: t('calendar.previousMonth'),
  nextMonth: t('calendar.nextMonth'),
  previousYear: t('calendar.previousYear'),
  nextYear: t('calendar.nextYear'),
  previousDecade: t('calendar.previousDecade'),
  nextDecade: t('calendar.nextDecade'),
  monthLevelControl: t('calendar.monthLevel'),
  yearLevelControl: t('calendar.yearLevel'),
});
