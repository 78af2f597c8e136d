import { useMutation } from '@tanstack/react-query';
import type { PrebookBody, PrebookResult } from '@travel/contracts/flights';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/Prebooking`: re-prices the chosen offer and brand now. Answers the new offer and
 * whether its price moved (the page asks before going on), or 1050, 1059, 1201, 1206-1208.
 */
export const prebook = (body: PrebookBody): Promise<PrebookResult> =>
  apiFetch<PrebookResult>('/api/Prebooking', { method: 'POST', body });

export const usePrebook = () => useMutation({ mutationFn: prebook });
