import { useEffect, useRef } from 'react';
import { addBaseLayer, SEA_COLOUR, type BaseKind } from './base-layer';
import classes from './location-map.module.css';
import { LightMap, type MapLabels } from './light-map';
import { MarkerLayer } from './markers';

/** Street level with tiles; with the offline atlas (countries only) the country around it. */
const ZOOM: Record<BaseKind, number> = { tiles: 15, atlas: 5 };

/**
 * A hotel's place on a small map (the hotel page): its pin on the street tiles, or on the
 * offline world map when the tiles cannot load (then zoomed out to the country, since the atlas
 * has no streets). Embedded in the page: the wheel and a finger scroll the page; the zoom
 * buttons, the arrow keys and a mouse drag move the map. The pin is decorative: the page says
 * the address in words, and the map region is named for it.
 */
export default function LocationMap({
  latitude,
  longitude,
  label,
  pinLabel,
  attribution,
  controls,
}: {
  latitude: number;
  longitude: number;
  /** The map region's name, e.g. "Map of Hotel One's location". */
  label: string;
  /** The pin's tooltip: the hotel's name. */
  pinLabel: string;
  /** The offline atlas's attribution. */
  attribution: string;
  controls: MapLabels;
}) {
  const container = useRef<HTMLDivElement>(null);
  // Read when the map is built: a new render's texts do not build it again.
  const texts = useRef({ pinLabel, attribution, controls });
  useEffect(() => {
    texts.current = { pinLabel, attribution, controls };
  });

  // One map per place; it goes when the place or the page does.
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const { pinLabel, attribution, controls } = texts.current;
    const place = { latitude, longitude };
    const map = new LightMap(element, controls, { embedded: true });
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(element);
    map.setView(place, ZOOM.tiles);
    const pins = new MarkerLayer(map.pane);
    const pin = document.createElement('div');
    pin.className = classes.pin!;
    pin.title = pinLabel;
    pin.setAttribute('aria-hidden', 'true');
    pins.add(place, pin);
    map.addLayer(pins);
    const stopBase = addBaseLayer(map, {
      atlasAttribution: attribution,
      onError: () => undefined,
      onBase: (kind) => {
        if (kind === 'atlas') map.setView(place, ZOOM.atlas);
      },
    });
    return () => {
      stopBase();
      resize.disconnect();
      map.remove();
    };
  }, [latitude, longitude]);

  return (
    <div
      ref={container}
      className={classes.map}
      style={{ background: SEA_COLOUR }}
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid="hotel-location-map"
    />
  );
}
