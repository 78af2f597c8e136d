import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowsSort } from '@tabler/icons-react';
import type { FlightOffer } from '@travel/contracts/flights';
import { PhoneFilters, usePhoneLayout } from '../../../components/phone-filters';
import { useTranslation } from '../../../lib/i18n';
import {
  activeFilterCount,
  facetsOf,
  filterFacts,
  NO_FILTERS,
  SORT_KEYS,
  sortOffers,
  ticketFilters,
  visibleCards,
  type FilterFacts,
  type ResultCard,
  type ResultFilters,
  type SortKey,
} from '../lib/filters';
import { findOutbound, groupFlights, type ResultStage } from '../lib/flight-groups';
import { readText, STORAGE_KEYS, writeText } from '../../../lib/storage';
import { everyFare } from '../lib/offer-facts';
import type { FiltersCarry } from '../lib/filters-carry';
import { FiltersPanel } from './filters-panel';
import { ResultsList } from './results-list';
import { TripRow } from './trip-row';
import classes from './results.module.css';

/** The sort last chosen on any results page (spec part 1 §4: flight sort is persisted). */
function storedSort(): SortKey {
  const stored = readText(STORAGE_KEYS.flightSort);
  return SORT_KEYS.find((key) => key === stored) ?? 'best';
}

/** A round trip's filters: the outbounds' and the returns' (one-way and multi-city: the first). */
interface StageFilters {
  outbound: ResultFilters;
  return: ResultFilters;
}

const NO_STAGE_FILTERS: StageFilters = { outbound: NO_FILTERS, return: NO_FILTERS };

/**
 * Filters beside the results (in a drawer below 768 px), the sort choice and the virtualised
 * list of cards: one per flight, its fares under it (lib/flight-groups.ts). A round trip lists
 * its outbounds, then (the URL's `outbound`) the returns of the chosen one, each priced as the
 * round trip. Each stage has its filters (they judge the flights it lists: stops, airlines,
 * times… of the outbounds, then of the returns), but the fare's own (price, checked bag) are
 * the same on both; one sort serves both. Back finds the outbounds' filters as they were.
 * Filtering and sorting are memoised: 600 fares group, filter and sort within a frame.
 */
export function ResultsBody({
  offers,
  outbound,
  onOutbound,
  onBackToOutbounds,
  onChoose,
  search,
  carry,
}: {
  offers: readonly FlightOffer[];
  /** A round trip's chosen outbound (its trip key, from the URL); null: its outbound stage. */
  outbound: string | null;
  onOutbound: (key: string) => void;
  onBackToOutbounds: () => void;
  /** The fares of the card chosen, cheapest first: the fare chooser's. */
  onChoose: (fares: readonly FilterFacts[]) => void;
  /** This search's query string (without the stage). */
  search: string;
  /** Filters handed over from the results of another day of the ±3-day strip. */
  carry: FiltersCarry;
}) {
  const { t } = useTranslation('flights');
  const phone = usePhoneLayout();
  const [stageFilters, setStageFilters] = useState<StageFilters>(() =>
    carry.next?.search === search && carry.next.filters
      ? (carry.next.filters as StageFilters)
      : NO_STAGE_FILTERS,
  );
  const [sort, setSort] = useState<SortKey>(storedSort);
  useEffect(() => {
    carry.latest = stageFilters;
  }, [carry, stageFilters]);

  const fares = useMemo(() => everyFare(offers).map(filterFacts), [offers]);
  const roundTrip = offers[0]?.tripType === 'roundtrip';
  const outbounds = useMemo(
    () => (roundTrip ? groupFlights(fares, { kind: 'outbound' }) : null),
    [fares, roundTrip],
  );
  const chosen = outbounds && outbound !== null ? findOutbound(outbounds, outbound) : null;
  const stage: ResultStage = !roundTrip
    ? { kind: 'whole' }
    : chosen
      ? { kind: 'return', outbound: chosen.key }
      : { kind: 'outbound' };
  const returnOf = stage.kind === 'return' ? stage.outbound : null;
  const groups = useMemo(
    () =>
      outbounds === null
        ? groupFlights(fares, { kind: 'whole' })
        : returnOf === null
          ? outbounds
          : groupFlights(fares, { kind: 'return', outbound: returnOf }),
    [fares, outbounds, returnOf],
  );
  // The filters of this stage, judging the flights it lists (a round trip: one of its trips).
  const which = stage.kind === 'return' ? 'return' : 'outbound';
  const scope = stage.kind === 'whole' ? null : stage.kind === 'outbound' ? 0 : 1;
  const filters = stageFilters[which];
  const setFilters = useCallback(
    (next: ResultFilters) =>
      setStageFilters((current) => {
        const other = which === 'return' ? 'outbound' : 'return';
        return {
          ...current,
          [which]: next,
          [other]: { ...current[other], ...ticketFilters(next) },
        };
      }),
    [which],
  );
  const facets = useMemo(() => facetsOf(groups, filters, scope), [groups, filters, scope]);
  const visible = useMemo(
    () => sortOffers(visibleCards(groups, filters, scope), sort),
    [groups, filters, scope, sort],
  );
  const active = activeFilterCount(filters);
  const panel = <FiltersPanel facets={facets} filters={filters} onChange={setFilters} />;

  // Select on an outbound goes on to its returns; elsewhere it opens the card's fares.
  const choose = useCallback(
    (card: ResultCard) => (stage.kind === 'outbound' ? onOutbound(card.key) : onChoose(card.fares)),
    [stage.kind, onOutbound, onChoose],
  );

  // A new stage's heading takes the focus from the Select that went away (not on the first
  // render), without scrolling: Back restores the list's scroll position.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStage = useRef(stage.kind);
  useEffect(() => {
    if (shownStage.current === stage.kind) return;
    shownStage.current = stage.kind;
    heading.current?.focus({ preventScroll: true });
  }, [stage.kind]);

  return (
    <div className={classes.layout}>
      {phone ? null : (
        <aside className={classes.sidebar} aria-label={t('filters.title')}>
          {panel}
        </aside>
      )}
      <Stack gap="sm">
        {stage.kind === 'whole' ? null : (
          <Title order={2} size="h4" ref={heading} tabIndex={-1} className={classes.stageTitle}>
            {t(stage.kind === 'outbound' ? 'stages.outboundTitle' : 'stages.returnTitle')}
          </Title>
        )}
        {outbound !== null && chosen === null ? (
          <Text size="sm" role="status" c="gray.8">
            {t('stages.outboundGone')}
          </Text>
        ) : null}
        {chosen ? (
          <Paper
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={t('stages.chosenOutbound')}
            className={classes.chosen}
          >
            <div className={classes.chosenBody}>
              <TripRow trip={chosen.fares[0]!.offer.trips[0]!} label={t('stages.chosenOutbound')} />
              <Button
                variant="light"
                leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
                onClick={onBackToOutbounds}
              >
                {t('stages.changeOutbound')}
              </Button>
            </div>
          </Paper>
        ) : null}
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite" fw={500}>
            {t(stage.kind === 'return' ? 'results.returnCount' : 'results.count', {
              count: visible.length,
              total: groups.length,
            })}
          </Text>
          <Group gap="sm" wrap="wrap">
            {phone ? (
              <PhoneFilters
                title={t('filters.title')}
                active={active}
                showLabel={t('filters.show', { count: visible.length })}
              >
                {panel}
              </PhoneFilters>
            ) : null}
            {/* A plain select: Mantine's input frame would add its code to the first load. */}
            <label className={classes.sort}>
              <IconArrowsSort size={16} aria-hidden="true" />
              <span>{t('sort.label')}</span>
              <select
                value={sort}
                onChange={(event) => {
                  const next = event.currentTarget.value as SortKey;
                  setSort(next);
                  writeText(STORAGE_KEYS.flightSort, next);
                }}
              >
                {SORT_KEYS.map((key) => (
                  <option key={key} value={key}>
                    {t(`sort.${key}`)}
                  </option>
                ))}
              </select>
            </label>
          </Group>
        </Group>
        {visible.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <Text>{t('results.noneMatch')}</Text>
            <Button variant="light" onClick={() => setFilters(NO_FILTERS)}>
              {t('filters.clear')}
            </Button>
          </Stack>
        ) : (
          <ResultsList
            items={visible}
            stage={stage.kind}
            onChoose={choose}
            label={t(stage.kind === 'return' ? 'results.returnListLabel' : 'results.listLabel')}
          />
        )}
      </Stack>
    </div>
  );
}
