import { useEffect, useRef, useState } from 'react';
import { addBaseLayer, SEA_COLOUR } from '../../../../products/hotel/map/base-layer';
import classes from './hotel-map.module.css';
import { LightMap, type MapLabels } from '../../../../products/hotel/map/light-map';
import mapClasses from '../../../../products/hotel/map/light-map.module.css';
import { MarkerLayer, type Marker } from '../../../../products/hotel/map/markers';
import { choosePills, pillSize } from './pill-placement';

export interface MapHotel {
  id: string;
  latitude: number;
  longitude: number;
  /** The pill's text, e.g. "$129". */
  price: string;
  /** The marker's accessible name, e.g. "Hotel One, from $129 per night". */
  label: string;
}

const DOT_SIZE = 14;
const CENTRE_SIZE = 16;
const CITY_ZOOM = 13;
/** Markers stack by kind: dots, then pills, then the selected pill, then the one under the pointer or focus. */
const Z_PILL = 10_000;
const Z_SELECTED = 20_000;
const Z_RAISED = 30_000;
/** Every hotel marker's stable class name, for tests (the module's names are hashed). */
export const MARKER_CLASS = 'hotel-map-marker';
/** Kept clear around a marker brought into view (px), as Leaflet's panInside padding was. */
const PAN_PADDING = { x: 48, y: 32 };

type Look = 'dot' | 'pill' | 'selected';

interface Pin {
  hotel: MapHotel;
  marker: Marker;
  look: Look | null;
  /** Under the pointer or focused: shown as a pill on top of the others. */
  raised: boolean;
}

/** Sets a marker's look (the element is kept, with its focus and attributes) and its stacking. */
function show(pin: Pin, selectedId: string | null, pills: ReadonlySet<string>): void {
  const selected = pin.hotel.id === selectedId;
  const look: Look = selected ? 'selected' : pin.raised || pills.has(pin.hotel.id) ? 'pill' : 'dot';
  const element = pin.marker.element;
  if (look !== pin.look) {
    pin.look = look;
    const { width, height } =
      look === 'dot' ? { width: DOT_SIZE, height: DOT_SIZE } : pillSize(pin.hotel.price);
    const kind =
      look === 'dot'
        ? classes.dot
        : `${classes.pill} ${look === 'selected' ? classes.pillSelected : ''}`;
    element.className = `${MARKER_CLASS} ${mapClasses.marker} ${kind}`;
    element.textContent = look === 'dot' ? '' : pin.hotel.price;
    element.style.width = `${width}px`;
    element.style.height = `${height}px`;
  }
  pin.marker.setZOffset(
    pin.raised ? Z_RAISED : selected ? Z_SELECTED : look === 'pill' ? Z_PILL : 0,
  );
  element.setAttribute('aria-pressed', String(selected));
}

/**
 * The map of the hotels (on the light map of light-map.ts): a price pill or a dot per hotel, the
 * search centre, and the base layer of `addBaseLayer` (street tiles, or the offline atlas when
 * they cannot load; `attribution` is the atlas's). After every move or zoom the pills are
 * chosen again in list order so that no two overlap (`choosePills`); the others are dots, a pill
 * while pointed at or focused. Every marker is a button (Tab, Enter selects; arrows and +/− move
 * the map) named for screen readers with its hotel and price. Choosing a marker calls
 * `onSelect`; `selectedId` (from the list) is always a pill, on top, and brought into view
 * (clear of `bottomInset` px at the bottom, where a card may cover the map). A tap on the map
 * itself calls `onClear`. The bounds fit the markers whenever the set of hotels changes.
 */
export default function HotelMap({
  hotels,
  center,
  selectedId,
  onSelect,
  onClear,
  bottomInset = 0,
  label,
  centreLabel,
  attribution,
  controls,
  onBaseError,
}: {
  hotels: readonly MapHotel[];
  center: { latitude: number; longitude: number };
  selectedId: string | null;
  onSelect: (id: string) => void;
  onClear?: () => void;
  bottomInset?: number;
  label: string;
  centreLabel: string;
  attribution: string;
  controls: MapLabels;
  onBaseError?: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LightMap | null>(null);
  const layerRef = useRef<MarkerLayer | null>(null);
  /** The hotels' markers in list order. */
  const pins = useRef<Pin[]>([]);
  const pills = useRef<ReadonlySet<string>>(new Set());
  const selected = useRef(selectedId);
  const select = useRef(onSelect);
  const clear = useRef(onClear);
  const inset = useRef(bottomInset);
  useEffect(() => {
    select.current = onSelect;
    clear.current = onClear;
    inset.current = bottomInset;
  });

  /** Chooses the pills for the map as it is now and updates every marker. */
  const place = useRef(() => {
    const map = mapRef.current;
    if (!map) return;
    const size = map.getSize();
    const candidates = pins.current.map((pin) => {
      const point = map.latLngToContainerPoint(pin.marker.place);
      return { x: point.x, y: point.y, ...pillSize(pin.hotel.price) };
    });
    const first = pins.current.findIndex((pin) => pin.hotel.id === selected.current);
    const chosen = choosePills(candidates, {
      first: first >= 0 ? first : null,
      screen: size.width > 0 && size.height > 0 ? size : null,
    });
    pills.current = new Set(chosen.map((index) => pins.current[index]!.hotel.id));
    for (const pin of pins.current) show(pin, selected.current, pills.current);
  });

  /** Brings a hotel's marker into view, clear of the controls and the phone's card. */
  const reveal = useRef((pin: Pin) => {
    const map = mapRef.current;
    if (!map || map.getSize().height === 0) return;
    map.panInside(pin.marker.place, PAN_PADDING, {
      x: PAN_PADDING.x,
      y: PAN_PADDING.y + inset.current,
    });
  });

  // The map itself, once, after the page around it has painted: measuring the frame inside
  // React's commit would force the browser to lay the whole new page out in the same long task.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: LightMap | undefined;
    let resize: ResizeObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopBase: (() => void) | undefined;
    const building = new AbortController();
    const create = () => {
      const created = new LightMap(element, controls);
      map = created;
      // The frame changes size with the layout (phone, window): keep the base and pills right.
      resize = new ResizeObserver(() => created.invalidateSize());
      resize.observe(element);
      created.setView(center, CITY_ZOOM);
      layerRef.current = new MarkerLayer(created.pane);
      created.addLayer(layerRef.current);
      mapRef.current = created;
      created.onMoveEnd = () => place.current();
      created.onClick = () => clear.current?.();
      stopBase = addBaseLayer(created, {
        atlasAttribution: attribution,
        onError: () => {
          if (!building.signal.aborted) onBaseError?.();
        },
      });
      setReady(true);
    };
    const frame = requestAnimationFrame(() => (timer = setTimeout(create, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      building.abort();
      stopBase?.();
      resize?.disconnect();
      map?.remove();
      mapRef.current = null;
      layerRef.current = null;
      pins.current = [];
    };
    // The map is built once; later props are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One marker per hotel, and the bounds fitted to them.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clear();
    pins.current = [];
    const centre = document.createElement('div');
    centre.className = classes.centre!;
    centre.title = centreLabel;
    centre.setAttribute('aria-hidden', 'true');
    centre.style.width = centre.style.height = `${CENTRE_SIZE}px`;
    layer.add({ latitude: center.latitude, longitude: center.longitude }, centre);
    for (const hotel of hotels) {
      const element = document.createElement('button');
      element.type = 'button';
      element.tabIndex = 0;
      element.title = hotel.label;
      element.setAttribute('aria-label', hotel.label);
      element.setAttribute('data-hotel-id', hotel.id);
      const pin: Pin = { hotel, marker: layer.add(hotel, element), look: null, raised: false };
      const raise = (raised: boolean) => () => {
        pin.raised = raised;
        show(pin, selected.current, pills.current);
      };
      element.addEventListener('click', () => select.current(hotel.id));
      element.addEventListener('pointerenter', raise(true));
      element.addEventListener('pointerleave', raise(false));
      element.addEventListener('focus', () => {
        raise(true)();
        // Tab reached a marker outside the frame: bring it in, as Leaflet's autoPanOnFocus did.
        reveal.current(pin);
      });
      element.addEventListener('blur', raise(false));
      show(pin, selected.current, pills.current);
      pins.current.push(pin);
    }
    if (hotels.length > 0) map.fitBounds(hotels, { padding: 0.1, maxZoom: 15 });
    else map.setView({ latitude: center.latitude, longitude: center.longitude }, CITY_ZOOM);
    place.current();
    layer.render(map);
  }, [ready, hotels, center.latitude, center.longitude, centreLabel]);

  // The chosen hotel: a pill, on top, and in view.
  useEffect(() => {
    selected.current = selectedId;
    place.current();
    const pin = pins.current.find((candidate) => candidate.hotel.id === selectedId);
    if (pin) reveal.current(pin);
  }, [ready, selectedId, hotels, bottomInset]);

  return (
    <div
      ref={container}
      className={classes.map}
      style={{ background: SEA_COLOUR }}
      role="region"
      aria-label={label}
      tabIndex={0}
    />
  );
}
