import { IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { HOTEL_SORTS, type HotelSort } from '@travel/contracts/hotel-rules';
import classes from './hotels.module.css';

/** recommand / lowestPrice / rating (spec part 2 §2), as a plain labelled select. */
export function SortSelect({
  value,
  onChange,
}: {
  value: HotelSort;
  onChange: (sort: HotelSort) => void;
}) {
  const { t } = useTranslation('hotels');
  return (
    <label className={classes.sort}>
      <IconArrowsSort size={16} aria-hidden="true" />
      <span>{t('sort.label')}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = HOTEL_SORTS.find((key) => key === event.currentTarget.value);
          if (next) onChange(next);
        }}
      >
        {HOTEL_SORTS.map((key) => (
          <option key={key} value={key}>
            {t(`sort.${key}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
