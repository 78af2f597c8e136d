import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import L from 'leaflet';
import { addBaseLayer, SEA_COLOUR } from './base-layer';
import classes from './hotel-map.module.css';
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

const DOT_SIZE: L.PointTuple = [14, 14];
const CITY_ZOOM = 13;
/** Markers stack by kind: dots, then pills, then the selected pill, then the one under the pointer or focus. */
const Z_PILL = 10_000;
const Z_SELECTED = 20_000;
const Z_RAISED = 30_000;

type Look = 'dot' | 'pill' | 'selected';

interface Pin {
  hotel: MapHotel;
  marker: L.Marker;
  look: Look;
  /** Under the pointer or focused: shown as a pill on top of the others. */
  raised: boolean;
}

function iconFor(hotel: MapHotel, look: Look): L.DivIcon {
  if (look === 'dot') {
    return L.divIcon({
      className: classes.dot,
      html: '',
      iconSize: DOT_SIZE,
      iconAnchor: [DOT_SIZE[0] / 2, DOT_SIZE[1] / 2],
    });
  }
  const { width, height } = pillSize(hotel.price);
  return L.divIcon({
    className: look === 'selected' ? `${classes.pill} ${classes.pillSelected}` : classes.pill,
    html: escapeHtml(hotel.price),
    iconSize: [width, height],
    // Centred on the hotel, as the placement in `choosePills` assumes.
    iconAnchor: [width / 2, height / 2],
  });
}

/** Sets a marker's icon (the element is kept, with its focus and attributes) and its stacking. */
function show(pin: Pin, selectedId: string | null, pills: ReadonlySet<string>): void {
  const selected = pin.hotel.id === selectedId;
  const look: Look = selected ? 'selected' : pin.raised || pills.has(pin.hotel.id) ? 'pill' : 'dot';
  if (look !== pin.look) {
    pin.look = look;
    pin.marker.setIcon(iconFor(pin.hotel, look));
  }
  const z = pin.raised ? Z_RAISED : selected ? Z_SELECTED : look === 'pill' ? Z_PILL : 0;
  if (pin.marker.options.zIndexOffset !== z) pin.marker.setZIndexOffset(z);
  pin.marker.getElement()?.setAttribute('aria-pressed', String(selected));
}

/**
 * A Leaflet map of the hotels: a price pill or a dot per hotel, the search centre, and the base
 * layer of `addBaseLayer`. After every move or zoom the pills are chosen again in list order so
 * that no two overlap (`choosePills`); the others are dots, a pill while pointed at or focused.
 * Every marker is focusable (Tab, Enter selects; arrows and +/− move the map) and named for
 * screen readers with its hotel and price. Choosing a marker calls `onSelect`; `selectedId`
 * (from the list) is always a pill, on top, and brought into view (clear of `bottomInset` px at
 * the bottom, where a card may cover the map). A tap on the map itself calls `onClear`. The
 * bounds fit the markers whenever the set of hotels changes.
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
  onBaseError?: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  /** The hotels' markers in list order. */
  const pins = useRef<Pin[]>([]);
  const pills = useRef<ReadonlySet<string>>(new Set());
  const selected = useRef(selectedId);
  const select = useRef(onSelect);
  const clear = useRef(onClear);
  useEffect(() => {
    select.current = onSelect;
    clear.current = onClear;
  });

  /** Chooses the pills for the map as it is now and updates every marker. */
  const place = useRef(() => {
    const map = mapRef.current;
    if (!map) return;
    const size = map.getSize();
    const candidates = pins.current.map((pin) => {
      const point = map.latLngToContainerPoint(pin.marker.getLatLng());
      return { x: point.x, y: point.y, ...pillSize(pin.hotel.price) };
    });
    const first = pins.current.findIndex((pin) => pin.hotel.id === selected.current);
    const chosen = choosePills(candidates, {
      first: first >= 0 ? first : null,
      screen: size.x > 0 && size.y > 0 ? { width: size.x, height: size.y } : null,
    });
    pills.current = new Set(chosen.map((index) => pins.current[index]!.hotel.id));
    for (const pin of pins.current) show(pin, selected.current, pills.current);
  });

  // The map itself, once, built after the page around it has painted: Leaflet reads the
  // container's style and size as it starts, which inside React's commit forced the browser to
  // lay the whole new page out in the same long task; after the paint that layout is done.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    let map: L.Map | undefined;
    let resize: ResizeObserver | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const building = new AbortController();
    const relayout = () => place.current();
    const create = () => {
      const created = L.map(element, { worldCopyJump: true, keyboard: true, zoomSnap: 0.5 });
      map = created;
      created.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
      // The frame changes size with the layout (phone, window): keep the tiles and pills right.
      resize = new ResizeObserver(() => created.invalidateSize());
      resize.observe(element);
      created.setView([center.latitude, center.longitude], CITY_ZOOM);
      L.control.scale({ position: 'bottomleft' }).addTo(created);
      layerRef.current = L.layerGroup().addTo(created);
      mapRef.current = created;
      created.on('moveend resize', relayout);
      created.on('click', () => clear.current?.());
      addBaseLayer(created, attribution, building.signal).catch(() => {
        if (!building.signal.aborted) onBaseError?.();
      });
      setReady(true);
    };
    const frame = requestAnimationFrame(() => (timer = setTimeout(create, 0)));
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      building.abort();
      resize?.disconnect();
      map?.off('moveend resize', relayout);
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
    layer.clearLayers();
    pins.current = [];
    const centre = L.marker([center.latitude, center.longitude], {
      icon: L.divIcon({ className: classes.centre, iconSize: [16, 16] }),
      keyboard: false,
      interactive: false,
      title: centreLabel,
    }).addTo(layer);
    centre.getElement()?.setAttribute('aria-hidden', 'true');
    for (const hotel of hotels) {
      const marker = L.marker([hotel.latitude, hotel.longitude], {
        icon: iconFor(hotel, 'dot'),
        keyboard: true,
        title: hotel.label,
      });
      const pin: Pin = { hotel, marker, look: 'dot', raised: false };
      const raise = (raised: boolean) => () => {
        pin.raised = raised;
        show(pin, selected.current, pills.current);
      };
      marker.on('click', () => select.current(hotel.id));
      marker.on('mouseover', raise(true));
      marker.on('mouseout', raise(false));
      marker.addTo(layer);
      const element = marker.getElement();
      element?.setAttribute('role', 'button');
      element?.setAttribute('aria-label', hotel.label);
      element?.setAttribute('data-hotel-id', hotel.id);
      element?.addEventListener('focus', raise(true));
      element?.addEventListener('blur', raise(false));
      pins.current.push(pin);
    }
    const points = hotels.map((hotel) => L.latLng(hotel.latitude, hotel.longitude));
    if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points).pad(0.1), { maxZoom: 15, animate: false });
    } else {
      map.setView([center.latitude, center.longitude], CITY_ZOOM, { animate: false });
    }
    place.current();
  }, [ready, hotels, center.latitude, center.longitude, centreLabel]);

  // The chosen hotel: a pill, on top, and in view.
  useEffect(() => {
    selected.current = selectedId;
    place.current();
    const map = mapRef.current;
    const pin = pins.current.find((candidate) => candidate.hotel.id === selectedId);
    if (map && pin && map.getSize().y > 0) {
      map.panInside(pin.marker.getLatLng(), {
        paddingTopLeft: [48, 32],
        paddingBottomRight: [48, 32 + bottomInset],
      });
    }
  }, [ready, selectedId, hotels, bottomInset]);

  return (
    <div
      ref={container}
      className={classes.map}
      style={{ background: SEA_COLOUR }}
      role="region"
      aria-label={label}
    />
  );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
