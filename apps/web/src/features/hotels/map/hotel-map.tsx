import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { addBaseLayer, SEA_COLOUR } from './base-layer';
import classes from './hotel-map.module.css';

export interface MapHotel {
  id: string;
  latitude: number;
  longitude: number;
  /** The pill's text, e.g. "$129". */
  price: string;
  /** The marker's accessible name, e.g. "Hotel One, from $129 per night". */
  label: string;
}

const PILL_SIZE: L.PointTuple = [76, 28];
const DOT_SIZE: L.PointTuple = [14, 14];
/** Price pills for this many hotels (the top of the list); the rest are dots, a pill on focus. */
const PILLS = 40;
const CITY_ZOOM = 13;

/**
 * A Leaflet map of the hotels: one price pill per hotel, the search centre, and the base layer
 * of `addBaseLayer`. Markers are focusable (Tab, Enter selects; arrows and +/− move the map)
 * and named for screen readers. Choosing a marker calls `onSelect`; `selectedId` (from the
 * list) highlights its pill and brings it into view. The bounds fit the markers whenever the
 * set of hotels changes.
 */
export default function HotelMap({
  hotels,
  center,
  selectedId,
  onSelect,
  label,
  centreLabel,
  attribution,
  onBaseError,
}: {
  hotels: readonly MapHotel[];
  center: { latitude: number; longitude: number };
  selectedId: string | null;
  onSelect: (id: string) => void;
  label: string;
  centreLabel: string;
  attribution: string;
  onBaseError?: () => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const markers = useRef(new Map<string, L.Marker>());
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  });

  // The map itself, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const map = L.map(element, { worldCopyJump: true, keyboard: true, zoomSnap: 0.5 });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    // The frame changes size with the layout (phone toggle, window): keep the tiles and pills right.
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    map.setView([center.latitude, center.longitude], CITY_ZOOM);
    L.control.scale({ position: 'bottomleft' }).addTo(map);
    layerRef.current = L.layerGroup().addTo(map);
    mapRef.current = map;
    const pins = markers.current;
    let live = true;
    addBaseLayer(map, attribution).catch(() => {
      if (live) onBaseError?.();
    });
    return () => {
      live = false;
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      layerRef.current = null;
      pins.clear();
    };
    // The map is built once; later props are applied by the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // One pill per hotel, and the bounds fitted to them.
  useEffect(() => {
    const map = mapRef.current;
    const layer = layerRef.current;
    if (!map || !layer) return;
    layer.clearLayers();
    markers.current.clear();
    const centre = L.marker([center.latitude, center.longitude], {
      icon: L.divIcon({ className: classes.centre, iconSize: [16, 16] }),
      keyboard: false,
      interactive: false,
      title: centreLabel,
    }).addTo(layer);
    centre.getElement()?.setAttribute('aria-hidden', 'true');
    hotels.forEach((hotel, index) => {
      const pill = index < PILLS;
      const marker = L.marker([hotel.latitude, hotel.longitude], {
        icon: L.divIcon({
          className: pill ? classes.pill : classes.dot,
          html: pill ? escapeHtml(hotel.price) : '',
          iconSize: pill ? PILL_SIZE : DOT_SIZE,
          iconAnchor: pill ? [PILL_SIZE[0] / 2, PILL_SIZE[1]] : [DOT_SIZE[0] / 2, DOT_SIZE[1] / 2],
        }),
        keyboard: true,
        riseOnHover: true,
        title: hotel.label,
      });
      marker.on('click', () => select.current(hotel.id));
      marker.addTo(layer);
      const element = marker.getElement();
      element?.setAttribute('role', 'button');
      element?.setAttribute('aria-label', hotel.label);
      element?.setAttribute('data-hotel-id', hotel.id);
      markers.current.set(hotel.id, marker);
    });
    const points = hotels.map((hotel) => L.latLng(hotel.latitude, hotel.longitude));
    if (points.length > 0) {
      map.fitBounds(L.latLngBounds(points).pad(0.1), { maxZoom: 15, animate: false });
    } else {
      map.setView([center.latitude, center.longitude], CITY_ZOOM, { animate: false });
    }
  }, [hotels, center.latitude, center.longitude, centreLabel]);

  // The chosen hotel's pill: highlighted, on top, and in view.
  useEffect(() => {
    const map = mapRef.current;
    for (const [id, marker] of markers.current) {
      const chosen = id === selectedId;
      marker.getElement()?.classList.toggle(classes.pillSelected!, chosen);
      marker.getElement()?.setAttribute('aria-pressed', String(chosen));
      marker.setZIndexOffset(chosen ? 1000 : 0);
      if (chosen && map && !map.getBounds().contains(marker.getLatLng())) {
        map.panTo(marker.getLatLng());
      }
    }
  }, [selectedId, hotels]);

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
