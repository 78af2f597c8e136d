import { useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { Price } from '../../../components/price';
import { durationText } from '../lib/rules-text';
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

/** Connecting airports listed before "Show all" (the chosen ones are always listed). */
export const SHOWN_CONNECTIONS = 5;

/**
 * Stops, airlines, connecting airports and a checked bag (each with its count of flights),
 * departure and arrival parts of the day, and ceilings on price, travel time and layover.
 * Choices apply at once. Every choice of all results stays listed, and its count is what the
 * other active filters leave of it (issue 13 §1), so a count says what choosing it shows. The
 * connecting airports show the busiest few first, the rest behind "Show all".
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
  const [allConnections, setAllConnections] = useState(false);
  const connections =
    allConnections || facets.connections.length <= SHOWN_CONNECTIONS + 1
      ? facets.connections
      : facets.connections.filter(
          (airport, index) =>
            index < SHOWN_CONNECTIONS || filters.connections.includes(airport.code),
        );
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
          disabled: airline.count === 0,
        }))}
        chosen={filters.airlines}
        onChange={(airlines) => onChange({ ...filters, airlines })}
      />
      {facets.connections.length > 0 ? (
        <CheckGroup
          legend={t('filters.connections')}
          options={connections.map((airport) => ({
            value: airport.code,
            label: `${airport.name} (${airport.count})`,
            disabled: airport.count === 0,
          }))}
          chosen={filters.connections}
          onChange={(connections) => onChange({ ...filters, connections })}
        >
          {connections.length < facets.connections.length ? (
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.showAll}
              onClick={() => setAllConnections(true)}
            >
              {t('filters.showAllConnections', { count: facets.connections.length })}
            </Button>
          ) : allConnections && facets.connections.length > SHOWN_CONNECTIONS + 1 ? (
            <Button
              variant="subtle"
              size="compact-sm"
              className={classes.showAll}
              onClick={() => setAllConnections(false)}
            >
              {t('filters.showFewerConnections')}
            </Button>
          ) : null}
        </CheckGroup>
      ) : null}
      <CheckGroup
        legend={t('filters.bags')}
        options={[
          {
            value: 'checked',
            label: `${t('filters.bagIncluded')} (${facets.checkedBag})`,
            disabled: facets.checkedBag === 0,
          },
        ]}
        chosen={filters.checkedBag ? ['checked'] : []}
        onChange={(chosen) => onChange({ ...filters, checkedBag: chosen.length > 0 })}
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
        <Ceiling
          id="flight-price-filter"
          label={t('filters.maxPrice')}
          min={facets.minPrice}
          max={facets.maxPrice}
          value={filters.maxPrice}
          show={(price) => <Price amountMinor={price} currency="USD" hideZeroCents />}
          onChange={(maxPrice) => onChange({ ...filters, maxPrice })}
        />
      ) : null}
      {facets.maxDuration > facets.minDuration ? (
        <Ceiling
          id="flight-duration-filter"
          label={t('filters.maxDuration')}
          min={facets.minDuration}
          max={facets.maxDuration}
          value={filters.maxDuration}
          show={(minutes) => t('filters.upTo', { duration: durationText(minutes, t) })}
          onChange={(maxDuration) => onChange({ ...filters, maxDuration })}
        />
      ) : null}
      {facets.maxLayover > 0 ? (
        <Ceiling
          id="flight-layover-filter"
          label={t('filters.maxLayover')}
          min={0}
          max={facets.maxLayover}
          value={filters.maxLayover}
          show={(minutes) => t('filters.upTo', { duration: durationText(minutes, t) })}
          onChange={(maxLayover) => onChange({ ...filters, maxLayover })}
        />
      ) : null}
    </Stack>
  );
}

/** A slider moves in 1/50ths of its span; its far right means no ceiling. */
const STEPS = 50;

/**
 * A ceiling on a number (price, minutes) as a native range input: keyboard and screen-reader
 * support come with the browser, and no slider code ships with the results.
 */
function Ceiling({
  id,
  label,
  min,
  max,
  value,
  show,
  onChange,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  /** The ceiling, or null for none. */
  value: number | null;
  show: (value: number) => ReactNode;
  onChange: (value: number | null) => void;
}) {
  const span = max - min;
  const valueAt = (step: number) => Math.round(min + (span * step) / STEPS);
  const stepOf = (ceiling: number | null) =>
    ceiling === null ? STEPS : Math.round(((ceiling - min) / span) * STEPS);
  // The label follows the thumb at once; the results follow when it is let go.
  const [dragging, setDragging] = useState<number | null>(null);
  const step = dragging ?? Math.min(Math.max(stepOf(value), 0), STEPS);
  const commit = (next: number) => {
    setDragging(null);
    onChange(next >= STEPS ? null : valueAt(next));
  };
  return (
    <div>
      <Text component="label" htmlFor={id} size="sm" fw={500} display="block">
        {label}
      </Text>
      <Text size="sm" c="gray.7" mb={6} aria-live="polite">
        {show(valueAt(step))}
      </Text>
      <input
        id={id}
        type="range"
        className={classes.range}
        min={0}
        max={STEPS}
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
  children,
}: {
  legend: string;
  options: readonly CheckOption[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
  /** Below the options (a "Show all"). */
  children?: ReactNode;
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
      {children}
    </fieldset>
  );
}
