import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Price } from '../../../components/price';
import classes from './results.module.css';
import {
  DAY_PART_KEYS,
  NO_FILTERS,
  STOPS_CHOICES,
  activeFilterCount,
  type DayPart,
  type Facets,
  type ResultFilters,
  type StopsChoice,
} from '../lib/filters';

/**
 * Stops, airlines (with their offer counts), departure and arrival parts of the day, and a
 * price ceiling. Choices apply at once; the counts come from every result, not the filtered
 * ones, so a choice never hides the others.
 */
export function FiltersPanel({
  facets,
  filters,
  onChange,
}: {
  facets: Facets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}) {
  const { t } = useTranslation('flights');
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={2} size="h5">
          {t('filters.title')}
        </Title>
        {activeFilterCount(filters) > 0 ? (
          <Button variant="subtle" size="compact-sm" onClick={() => onChange(NO_FILTERS)}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </Group>

      <CheckGroup
        legend={t('filters.stops')}
        options={STOPS_CHOICES.map((choice) => ({
          value: choice,
          label: `${t(`filters.stopsChoice.${choice}`)} (${facets.stops[choice]})`,
          disabled: facets.stops[choice] === 0,
        }))}
        chosen={filters.stops}
        onChange={(stops) => onChange({ ...filters, stops: stops as StopsChoice[] })}
      />
      <CheckGroup
        legend={t('filters.airlines')}
        options={facets.airlines.map((airline) => ({
          value: airline.code,
          label: `${airline.name} (${airline.count})`,
        }))}
        chosen={filters.airlines}
        onChange={(airlines) => onChange({ ...filters, airlines })}
      />
      {(['departParts', 'arriveParts'] as const).map((key) => (
        <CheckGroup
          key={key}
          legend={t(`filters.${key}`)}
          options={DAY_PART_KEYS.map((part) => ({
            value: part,
            label: t(`filters.dayParts.${part}`),
          }))}
          chosen={filters[key]}
          onChange={(parts) => onChange({ ...filters, [key]: parts as DayPart[] })}
        />
      ))}

      {facets.maxPrice > facets.minPrice ? (
        <PriceCeiling facets={facets} filters={filters} onChange={onChange} />
      ) : null}
    </Stack>
  );
}

/** The slider moves in 1/50ths of the price span; its far right means no ceiling. */
const PRICE_STEPS = 50;

/**
 * A native range input: keyboard and screen-reader support come with the browser, and no
 * slider code ships with the results.
 */
function PriceCeiling({
  facets,
  filters,
  onChange,
}: {
  facets: Facets;
  filters: ResultFilters;
  onChange: (filters: ResultFilters) => void;
}) {
  const { t } = useTranslation('flights');
  const span = facets.maxPrice - facets.minPrice;
  const priceAt = (step: number) => Math.round(facets.minPrice + (span * step) / PRICE_STEPS);
  const stepOf = (price: number | null) =>
    price === null ? PRICE_STEPS : Math.round(((price - facets.minPrice) / span) * PRICE_STEPS);
  // The label follows the thumb at once; the results follow when it is let go.
  const [dragging, setDragging] = useState<number | null>(null);
  const step = dragging ?? Math.min(Math.max(stepOf(filters.maxPrice), 0), PRICE_STEPS);
  const commit = (value: number) => {
    setDragging(null);
    onChange({ ...filters, maxPrice: value >= PRICE_STEPS ? null : priceAt(value) });
  };
  return (
    <div>
      <Text component="label" htmlFor="flight-price-filter" size="sm" fw={500} display="block">
        {t('filters.maxPrice')}
      </Text>
      <Text size="sm" c="gray.7" mb={6} aria-live="polite">
        <Price amountMinor={priceAt(step)} currency="USD" hideZeroCents />
      </Text>
      <input
        id="flight-price-filter"
        type="range"
        className={classes.range}
        min={0}
        max={PRICE_STEPS}
        step={1}
        value={step}
        onChange={(event) => setDragging(Number(event.currentTarget.value))}
        onPointerUp={(event) => commit(Number(event.currentTarget.value))}
        onKeyUp={(event) => commit(Number(event.currentTarget.value))}
        onBlur={() => dragging !== null && commit(dragging)}
      />
    </div>
  );
}

interface CheckOption {
  value: string;
  label: string;
  /** Nothing to show for it; a chosen option stays clickable so it can be unchosen. */
  disabled?: boolean;
}

/**
 * A fieldset of native checkboxes: the legend names the group for screen readers, and the
 * browser's own control keeps the results page light (Mantine's adds its input frame code).
 */
function CheckGroup({
  legend,
  options,
  chosen,
  onChange,
}: {
  legend: string;
  options: readonly CheckOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const toggle = (value: string) =>
    onChange(chosen.includes(value) ? chosen.filter((v) => v !== value) : [...chosen, value]);
  return (
    <fieldset className={classes.checkGroup}>
      <legend>{legend}</legend>
      {options.map((option) => {
        const checked = chosen.includes(option.value);
        return (
          <label key={option.value} className={classes.check}>
            <input
              type="checkbox"
              checked={checked}
              disabled={option.disabled && !checked}
              onChange={() => toggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}
