import { useEffect, useState } from 'react';
import { FAKE_LOADING_MS } from '@travel/contracts/constants';

/**
 * True for 300 ms when the data was already cached at mount (spec part 2 §4: cached data gets
 * a 300 ms fake loading), so returning to a picker shows the same brief loading as a fetch
 * rather than a map that jumps in unannounced.
 */
export function useFakeLoading(cachedAtMount: boolean): boolean {
  const [faking, setFaking] = useState(cachedAtMount);
  useEffect(() => {
    if (!faking) return;
    const timer = setTimeout(() => setFaking(false), FAKE_LOADING_MS);
    return () => clearTimeout(timer);
  }, [faking]);
  return faking;
}
