import { NativeSelect, Stack } from '@mantine/core';
import { PhoneFilters, usePhoneLayout } from '../../../components/phone-filters';
import { SORTS } from '../../../products/tour/search/tour-constants';
import { useTranslation } from '../../../lib/i18n';
import {
  DAY_RANGES,
  PRICE_RANGES,
  withChange,
  type DayRange,
  type PriceRange,
  type TourListState,
  type TourSort,
} from '../lib/list-state';
import classes from './tours.module.css';

const SORT_KEYS = Object.keys(SORTS) as (keyof typeof SORTS)[];
const DAY_KEYS = Object.keys(DAY_RANGES) as DayRange[];
const PRICE_KEYS = Object.keys(PRICE_RANGES) as PriceRange[];

/**
 * Sort (spec §2: 1 newest, 2 price low to high, 3 fewest days) and the days and price filters,
 * as three labelled system selects: one tap on a phone, arrows on a keyboard.
 */
export function ListToolbar({
  state,
  onChange,
  total,
}: {
  state: TourListState;
  onChange: (state: TourListState) => void;
  /** Trips the list holds with these filters (null while unknown). */
  total: number | null;
}) {
  const { t } = useTranslation('tours');
  const phone = usePhoneLayout();
  const sort = (
    <NativeSelect
      label={t('list.sort')}
      value={String(state.sort)}
      onChange={(event) =>
        onChange(withChange(state, { sort: Number(event.currentTarget.value) as TourSort }))
      }
    >
      {SORT_KEYS.map((key) => (
        <option key={key} value={SORTS[key]}>
          {t(`list.sorts.${key}`)}
        </option>
      ))}
    </NativeSelect>
  );
  const filters = (
    <>
      <NativeSelect
        label={t('list.days')}
        value={state.dayRange ?? ''}
        onChange={(event) =>
          onChange(
            withChange(state, {
              dayRange: (event.currentTarget.value || null) as DayRange | null,
            }),
          )
        }
      >
        <option value="">{t('list.anyDays')}</option>
        {DAY_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`list.dayRanges.${key}`)}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label={t('list.price')}
        value={state.priceRange ?? ''}
        onChange={(event) =>
          onChange(
            withChange(state, {
              priceRange: (event.currentTarget.value || null) as PriceRange | null,
            }),
          )
        }
      >
        <option value="">{t('list.anyPrice')}</option>
        {PRICE_KEYS.map((key) => (
          <option key={key} value={key}>
            {t(`list.priceRanges.${key}`)}
          </option>
        ))}
      </NativeSelect>
    </>
  );
  if (phone) {
    // On a phone the sort stays in view; the filters wait in a drawer (issue 11's phone layout).
    const active = Number(state.dayRange !== null) + Number(state.priceRange !== null);
    return (
      <div className={classes.phoneToolbar}>
        {sort}
        <PhoneFilters
          title={t('list.filters')}
          active={active}
          showLabel={total === null ? t('list.showResults') : t('list.showCount', { count: total })}
        >
          <Stack gap="md">{filters}</Stack>
        </PhoneFilters>
      </div>
    );
  }
  return (
    <div className={classes.toolbar}>
      {sort}
      {filters}
    </div>
  );
}
