import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CalendarDay } from '@travel/contracts/flights';
import { Price } from '../../../components/price';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { shortDateLabel, usToIso, type IsoDate } from '../lib/dates';
import classes from './results.module.css';

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
  const { t } = useTranslation('flights');
  const locale = localeTagOf(useLanguage());
  if (!days) {
    if (!loading) return null;
    return (
      <div className={classes.strip} aria-hidden="true">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} height={62} />
        ))}
      </div>
    );
  }
  return (
    <nav aria-label={t('strip.label')}>
      <div className={classes.strip}>
        {days.map((day) => {
          const iso = usToIso(day.date);
          if (!iso) return null;
          const current = iso === selected;
          return (
            <button
              key={day.date}
              type="button"
              className={classes.stripDay}
              aria-current={current ? 'date' : undefined}
              disabled={day.lowestPrice === null}
              onClick={() => !current && onSelect(iso)}
            >
              <Text span size="xs" fw={600}>
                {shortDateLabel(iso, locale)}
              </Text>
              {day.lowestPrice === null ? (
                <Text span size="xs">
                  {t('strip.none')}
                </Text>
              ) : (
                <Price
                  amountMinor={day.lowestPrice}
                  currency="USD"
                  size="sm"
                  fw={700}
                  hideZeroCents
                />
              )}
            </button>
          );
        })}
      </div>
    </nav>
  );
}
