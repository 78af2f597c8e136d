import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import type { HotelSearchResult } from '@travel/contracts/hotels';
import { useMoneyText } from '../../../../lib/use-money-text';
import type { Stay } from '../../../../products/hotel/hotel-stay';
import { SortSelect } from '../sort-select';
import { activeFilterCount, changeFilters, NO_FILTERS, type ListState } from '../../lib/list-state';
import type { MapHotel } from './hotel-map';
import classes from '../hotels.module.css';

// The map's code loads only here, in map mode, after the search has answered.
const HotelMap = lazy(() => import('./hotel-map'));
/** The phone card's height and margins: the chosen marker is kept in view above it. */
const PHONE_CARD_HEIGHT = 150;
const FiltersDrawer = lazy(async () => ({
  default: (await import('../../../../components/filters-drawer')).FiltersDrawer,
}));
// Map mode shows the filters only in the drawer: their code (sliders, amenity icons) comes
// with it.
const FiltersPanel = lazy(async () => ({
  default: (await import('../filters-panel')).FiltersPanel,
}));
// Phones show the map alone: the side list's cards (pictures, badges, amenities) are fetched
// beside this chunk on wider screens only, and the phone's card over the map on a choice.
const sideList =
  typeof window === 'undefined' || window.matchMedia('(max-width: 61.99em)').matches
    ? undefined
    : import('./side-list');
void sideList?.catch(() => undefined);
const SideList = lazy(async () => ({
  default: (await (sideList ?? import('./side-list'))).SideList,
}));
const SelectedHotelCard = lazy(async () => ({
  default: (await import('./selected-hotel-card')).SelectedHotelCard,
}));

/**
 * Map mode: every hotel matching the filters (up to HOTEL_MAP_LIMIT) as a price pill on the
 * map and as a card in the side list, in sync: choosing a pill marks its card and scrolls to
 * it, "Show on map" on a card marks its pill. The side list is the accessible equivalent of
 * the map. Phones show the map alone (the summary's List / Map switch leads to the list) with
 * the chosen hotel as a compact card over its bottom.
 */
export function MapResults({
  result,
  stay,
  state,
  onChange,
  updating,
  place,
}: {
  result: HotelSearchResult;
  stay: Stay;
  state: ListState;
  onChange: (state: ListState) => void;
  updating: boolean;
  place: string;
}) {
  const { t } = useTranslation('hotels');
  const money = useMoneyText();
  // Read on the first render, not in an effect: a phone never draws the desktop side list
  // first (a flash and a layout shift; the page is client-rendered, so matchMedia is there).
  const phone =
    useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false }) ?? false;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [baseFailed, setBaseFailed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const active = activeFilterCount(state);

  const pins = useMemo<MapHotel[]>(
    () =>
      result.hotels.map((hotel) => ({
        id: hotel.id,
        latitude: hotel.latitude,
        longitude: hotel.longitude,
        price: money(hotel.nightlyFrom),
        label: t('map.markerLabel', { name: hotel.name, price: money(hotel.nightlyFrom) }),
      })),
    [result.hotels, money, t],
  );

  // A pill chosen on the map: its card scrolls into view in the side list.
  const chooseOnMap = useCallback((id: string) => setSelectedId(id), []);
  useEffect(() => {
    if (!selectedId) return;
    listRef.current
      ?.querySelector(`[data-hotel-id="${CSS.escape(selectedId)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);

  const controls = useMemo(() => ({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }), [t]);
  const clearSelection = useCallback(() => setSelectedId(null), []);
  const selectedHotel = phone
    ? (result.hotels.find((hotel) => hotel.id === selectedId) ?? null)
    : null;

  const noneMatch = (
    <Stack align="center" gap="xs" py="xl">
      <Text>{t('results.noneMatch')}</Text>
      <Button variant="light" onClick={() => onChange({ ...NO_FILTERS, sort: state.sort })}>
        {t('filters.clear')}
      </Button>
    </Stack>
  );

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite" fw={500}>
          {t('results.count', { count: result.total })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant="default"
            leftSection={<IconFilter size={16} aria-hidden="true" />}
            rightSection={active > 0 ? <Badge size="sm">{active}</Badge> : null}
            onClick={() => setDrawerOpen(true)}
          >
            {t('filters.title')}
          </Button>
          <SortSelect
            value={state.sort}
            onChange={(sort) => onChange(changeFilters(state, { sort }))}
          />
        </Group>
      </Group>
      {result.total > result.hotels.length ? (
        <Alert variant="light" color="ocean">
          {t('results.mapLimited', { count: result.hotels.length, total: result.total })}
        </Alert>
      ) : null}
      {phone && result.hotels.length === 0 ? noneMatch : null}
      <div className={classes.mapLayout}>
        {!phone ? (
          <div
            ref={listRef}
            className={classes.sideList}
            role="region"
            aria-label={t('results.listLabel')}
            aria-busy={updating}
          >
            {result.hotels.length === 0 ? (
              noneMatch
            ) : (
              <Suspense fallback={null}>
                <SideList
                  hotels={result.hotels}
                  stay={stay}
                  selectedId={selectedId}
                  onSelect={setSelectedId}
                  distanceFrom={result.center.airport?.name ?? null}
                />
              </Suspense>
            )}
          </div>
        ) : null}
        <div className={classes.mapFrame}>
          <Suspense
            fallback={
              <Text p="md" size="sm" c="gray.7" aria-live="polite">
                {t('map.loading')}
              </Text>
            }
          >
            <HotelMap
              hotels={pins}
              center={result.center}
              selectedId={selectedId}
              onSelect={chooseOnMap}
              onClear={phone ? clearSelection : undefined}
              bottomInset={phone ? PHONE_CARD_HEIGHT : 0}
              label={t('map.label', { place })}
              centreLabel={t('map.center')}
              attribution={t('map.attribution')}
              controls={controls}
              onBaseError={() => setBaseFailed(true)}
            />
          </Suspense>
          {baseFailed ? (
            <Text size="sm" c="gray.8" role="status" className={classes.mapNotice}>
              {t('map.failed')}
            </Text>
          ) : null}
          {selectedHotel ? (
            <Suspense fallback={null}>
              <SelectedHotelCard hotel={selectedHotel} stay={stay} onClose={clearSelection} />
            </Suspense>
          ) : null}
        </div>
      </div>
      {drawerOpen ? (
        <Suspense fallback={null}>
          <FiltersDrawer
            title={t('filters.title')}
            onClose={() => setDrawerOpen(false)}
            showLabel={t('filters.show', { count: result.total })}
          >
            <FiltersPanel state={state} priceRange={result.priceRange} onChange={onChange} />
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </Stack>
  );
}
