import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

// The map's code (the light map, its tiles and the offline atlas, ~8 KB) is a chunk of its own,
// asked for once the map's frame reaches the screen: a phone's first screen, where the frame is
// below the best rate and the address, never pays for it (first-load JavaScript, issue 13 §3).
const LocationMap = lazy(() => import('../../../products/hotel/map/location-map'));

/** Starts loading the map when this much of its frame is in view. */
const SHOWN = 0.01;

/**
 * The hotel page's small map in HotelHeaderView's frame: the hotel's pin on the street map (or
 * the offline world map), drawn once the frame is on the screen.
 */
export function LocationMapSlot({
  name,
  latitude,
  longitude,
}: {
  name: string;
  latitude: number;
  longitude: number;
}) {
  const { t } = useTranslation('hotel-booking');
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = marker.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { threshold: SHOWN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const controls = useMemo(() => ({ zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut') }), [t]);
  return (
    <div ref={marker} style={{ position: 'absolute', inset: 0 }} data-testid="location-map-slot">
      {near ? (
        <Suspense fallback={null}>
          <LocationMap
            latitude={latitude}
            longitude={longitude}
            label={t('map.label', { name })}
            pinLabel={name}
            attribution={t('map.attribution')}
            controls={controls}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
