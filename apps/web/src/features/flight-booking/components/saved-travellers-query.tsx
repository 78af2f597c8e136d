import { useEffect, useRef } from 'react';
import type { FrequentTraveller } from '@travel/contracts/frequent-travellers';
import { isAgentType } from '@travel/contracts/roles';
import { useSession } from '../../../lib/session';
import { useSavedTravellers } from '../api/saved-travellers';
import { prefillFromAccount } from '../lib/booking-values';
import type { BookingForm } from '../lib/use-booking-form';

export interface SavedTravellers {
  data: FrequentTraveller[] | undefined;
  error: unknown;
}

/**
 * Loads a member's saved travellers, the account holder first, and hands them to the page. A
 * component of its own, loaded for members only, so a visitor's /book does not load
 * react-query's query code (issue 10).
 *
 * Issue 13 §2: when they first arrive, a traveller booking for themselves finds the first
 * adult filled with their own details and the contact's mobile with theirs, unless already typed.
 * Agents book for others, so their form stays empty (the holder is still in the picker).
 */
export function SavedTravellersQuery({
  onChange,
  form,
}: {
  onChange: (saved: SavedTravellers) => void;
  form?: BookingForm;
}) {
  const query = useSavedTravellers(true);
  const session = useSession();
  const { data, error } = query;
  const prefilled = useRef(false);
  useEffect(() => onChange({ data, error }), [data, error, onChange]);
  useEffect(() => {
    if (!data || !form || prefilled.current) return;
    prefilled.current = true;
    if (isAgentType(session?.user.role)) return;
    const changes = prefillFromAccount(form.getValues(), data);
    for (const [path, value] of Object.entries(changes)) form.setFieldValue(path, value);
  }, [data, form, session]);
  return null;
}
