import { useMutation } from '@tanstack/react-query';
import type { PrebookBody, PrebookResult } from '@travel/contracts/flights';
import { apiFetch } from '../../../lib/api-client';

/**
 * POST /api/Prebooking: prices the shared offer now, for whoever is booking (1201 when it has
 * expired, 1050 when nothing is left, a new price when it moved).
 */
export function prebook(body: PrebookBody): Promise<PrebookResult> {
  return apiFetch<PrebookResult>('/api/Prebooking', { method: 'POST', body });
}

export function usePrebook() {
  return useMutation({ mutationFn: prebook });
}
