import { useEffect, useState } from 'react';
import { Button, Group, RangeSlider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import {
  HOTEL_FILTER_AMENITIES,
  HOTEL_REVIEW_SCORES,
  hotelScoreWord,
} from '@travel/contracts/hotel-rules';
import { useMoneyText } from '../../../lib/use-money-text';
import {
  activeFilterCount,
  changeFilters,
  NO_FILTERS,
  type FilterAmenity,
  type ListState,
} from '../lib/list-state';
import classes from './hotels.module.css';

/**
 * Amenities (spec part 2 §2: wifi, freeBreakfast, freeParking, petsAllowed), a nightly price
 * range over the search's `priceRange`, stars, free cancellation and a least review score
 * (issue 13 §3). Every choice is a new search (the server
 * filters, so paging and the map's markers follow), starting again from page 1.
 */
export function FiltersPanel({
  state,
  priceRange,
  onChange,
}: {
  state: ListState;
  priceRange: { min: number; max: number } | null;
  onChange: (state: ListState) => void;
}) {
  const { t } = useTranslation('hotels');
  const change = (patch: Partial<ListState>) => onChange(changeFilters(state, patch));
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('filters.title')}
        </Title>
        {activeFilterCount(state) > 0 ? (
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange({ ...NO_FILTERS, sort: state.sort })}
          >
            {t('filters.clear')}
          </Button>
        ) : null}
      </Group>
      <CheckGroup
        legend={t('filters.amenities')}
        options={HOTEL_FILTER_AMENITIES.map((value) => ({
          value,
          label: t(`amenities.${value}`),
        }))}
        chosen={state.amenities}
        onChange={(amenities) => change({ amenities: amenities as FilterAmenity[] })}
      />
      {priceRange && priceRange.max > priceRange.min ? (
        <PriceRange state={state} range={priceRange} onChange={change} />
      ) : null}
      <CheckGroup
        legend={t('filters.stars')}
        options={[5, 4, 3, 2, 1].map((stars) => ({
          value: String(stars),
          label: t('filters.starCount', { count: stars }),
        }))}
        chosen={state.stars.map(String)}
        onChange={(stars) => change({ stars: stars.map(Number).sort((a, b) => a - b) })}
      />
      <CheckGroup
        legend={t('filters.freeCancellation')}
        options={[{ value: 'yes', label: t('filters.freeCancellationHint') }]}
        chosen={state.freeCancellation ? ['yes'] : []}
        onChange={(chosen) => change({ freeCancellation: chosen.length > 0 })}
      />
      <fieldset className={classes.checkGroup}>
        <legend>{t('filters.reviewScore')}</legend>
        {[null, ...HOTEL_REVIEW_SCORES].map((score) => (
          <label key={score ?? 'any'} className={classes.check}>
            <input
              type="radio"
              name="hotel-review-score"
              checked={state.minRating === score}
              onChange={() => change({ minRating: score })}
            />
            <span>
              {score === null
                ? t('filters.reviewScoreAny')
                : t('filters.reviewScoreMin', {
                    score: score.toFixed(1),
                    word: t(`scoreWords.${hotelScoreWord(score)}`),
                  })}
            </span>
          </label>
        ))}
      </fieldset>
    </Stack>
  );
}

/** Whole currency units: a step of one dollar, and the ends snap to the range. */
function PriceRange({
  state,
  range,
  onChange,
}: {
  state: ListState;
  range: { min: number; max: number };
  onChange: (patch: Partial<ListState>) => void;
}) {
  const { t } = useTranslation('hotels');
  const money = useMoneyText();
  const min = Math.floor(range.min / 100) * 100;
  const max = Math.ceil(range.max / 100) * 100;
  const chosen: [number, number] = [
    Math.max(min, state.minPrice ?? min),
    Math.min(max, state.maxPrice ?? max),
  ];
  const [value, setValue] = useState(chosen);
  const key = chosen.join('-');
  // A new answer (another search, cleared filters) moves the handles.
  useEffect(() => setValue(chosen), [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div>
      <Text size="sm" fw={500} id="hotel-price-label">
        {t('filters.price')}
      </Text>
      <Text size="sm" c="gray.7" mb="xs" aria-live="polite">
        {money(value[0])} – {money(value[1])}
      </Text>
      <RangeSlider
        min={min}
        max={max}
        step={100}
        minRange={100}
        value={value}
        onChange={setValue}
        label={money}
        // Searching once the handle is let go, not at every step of a drag.
        onChangeEnd={([low, high]) =>
          onChange({
            minPrice: low <= min ? null : low,
            maxPrice: high >= max ? null : high,
          })
        }
        thumbFromLabel={t('filters.priceFrom')}
        thumbToLabel={t('filters.priceTo')}
        mx={8}
      />
    </div>
  );
}

function CheckGroup({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: { value: string; label: string }[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className={classes.checkGroup}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={classes.check}>
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.currentTarget.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          <span>{option.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
