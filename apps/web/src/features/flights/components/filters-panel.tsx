import { useState } from 'react';
import { Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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

      <Checkbox.Group
        label={t('filters.stops')}
        value={filters.stops}
        onChange={(stops) => onChange({ ...filters, stops: stops as StopsChoice[] })}
      >
        <Stack gap={6} mt={6}>
          {STOPS_CHOICES.map((choice) => (
            <Checkbox
              key={choice}
              value={choice}
              disabled={facets.stops[choice] === 0 && !filters.stops.includes(choice)}
              label={`${t(`filters.stopsChoice.${choice}`)} (${facets.stops[choice]})`}
            />
          ))}
        </Stack>
      </Checkbox.Group>

      <Checkbox.Group
        label={t('filters.airlines')}
        value={filters.airlines}
        onChange={(airlines) => onChange({ ...filters, airlines })}
      >
        <Stack gap={6} mt={6}>
          {facets.airlines.map((airline) => (
            <Checkbox
              key={airline.code}
              value={airline.code}
              label={`${airline.name} (${airline.count})`}
            />
          ))}
        </Stack>
      </Checkbox.Group>

      {(['departParts', 'arriveParts'] as const).map((key) => (
        <Checkbox.Group
          key={key}
          label={t(`filters.${key}`)}
          value={filters[key]}
          onChange={(parts) => onChange({ ...filters, [key]: parts as DayPart[] })}
        >
          <Stack gap={6} mt={6}>
            {DAY_PART_KEYS.map((part) => (
              <Checkbox key={part} value={part} label={t(`filters.dayParts.${part}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
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
