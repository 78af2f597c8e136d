import { useEffect } from 'react';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { useSavedTravellers } from '../api/saved-travellers';

export interface SavedTravellers {
  data: FrequentTraveller[] | undefined;
  error: unknown;
}

/**
 * Loads a member's saved travellers and hands them to the page. A component of its own, loaded
 * for members only, so a visitor's /book does not load react-query's query code (issue 10).
 */
export function SavedTravellersQuery({ onChange }: { onChange: (saved: SavedTravellers) => void }) {
  const query = useSavedTravellers(true);
  const { data, error } = query;
  useEffect(() => onChange({ data, error }), [data, error, onChange]);
  return null;
}
