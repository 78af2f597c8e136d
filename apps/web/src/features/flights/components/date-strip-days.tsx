import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { CalendarDay } from '@travel/contracts/flights';
import { Price } from '../../../components/price';
import { useShowsNetPrices } from '../../../lib/client-view';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { shortDateLabel, usToIso, type IsoDate } from '../../../products/flight/search/dates';
import classes from './results.module.css';

/**
 * The ±3 days with their cheapest fares, once the calendar call has answered: the agent's net
 * fares, or in client view the client's (the same kind as the cards, issue 13 §4).
 */
export function DateStripDays({
  days,
  selected,
  onSelect,
}: {
  days: readonly CalendarDay[];
  selected: IsoDate;
  onSelect: (date: IsoDate) => void;
}) {
  const { t } = useTranslation('flights');
  const locale = localeTagOf(useLanguage());
  const showsNet = useShowsNetPrices();
  return (
    <nav aria-label={t('strip.label')}>
      <div className={classes.strip}>
        {days.map((day) => {
          const iso = usToIso(day.date);
          if (!iso) return null;
          const current = iso === selected;
          // A reply from before the client price existed has only the buyer's own price.
          const price = showsNet ? day.lowestPrice : (day.lowestClientPrice ?? day.lowestPrice);
          return (
            <button
              key={day.date}
              type="button"
              className={classes.stripDay}
              aria-current={current ? 'date' : undefined}
              disabled={price === null}
              onClick={() => !current && onSelect(iso)}
            >
              <Text span size="xs" fw={600}>
                {shortDateLabel(iso, locale)}
              </Text>
              <span className={classes.stripFare}>
                {price === null ? (
                  <Text span size="xs">
                    {t('strip.none')}
                  </Text>
                ) : (
                  <Price amountMinor={price} currency="USD" size="sm" fw={700} hideZeroCents />
                )}
              </span>
            </button>
          );
        })}
      </div>
    </nav>
  );
}
