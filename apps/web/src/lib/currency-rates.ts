import { queryOptions, useQuery } from '@tanstack/react-query';
import { CURRENCY_RATES_MAX_AGE_HOURS } from '@travel/contracts/constants';
import { apiFetch } from './api-client';
import { STORAGE_KEYS, readJson, writeJson } from './storage';

/** `GET /api/CurrencyConverter`: rates are units per 1 USD, plus the date they were updated. */
export interface CurrencyRates {
  rates: Record<string, number>;
  updateDate: string;
}

interface StoredRates {
  value: CurrencyRates;
  fetchedAt: number;
}

const MAX_AGE_MS = CURRENCY_RATES_MAX_AGE_HOURS * 60 * 60 * 1000;

function isStoredRates(value: unknown): value is StoredRates {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<StoredRates>;
  return (
    typeof stored.fetchedAt === 'number' &&
    typeof stored.value === 'object' &&
    stored.value !== null &&
    typeof stored.value.rates === 'object' &&
    typeof stored.value.updateDate === 'string'
  );
}

export async function getCurrencyRates(signal?: AbortSignal): Promise<CurrencyRates> {
  const value = await apiFetch<CurrencyRates>('/api/CurrencyConverter', {
    signal,
    timeoutMs: 10_000,
  });
  writeJson(STORAGE_KEYS.currencyRates, { value, fetchedAt: Date.now() } satisfies StoredRates);
  return value;
}

/**
 * Rates refresh when older than 12 hours (spec §9). The last rates are kept in storage so a
 * reload converts prices at once instead of waiting for the call.
 */
export function currencyRatesQueryOptions() {
  const stored = readJson(STORAGE_KEYS.currencyRates, isStoredRates);
  return queryOptions({
    queryKey: ['currency-rates'],
    queryFn: ({ signal }) => getCurrencyRates(signal),
    staleTime: MAX_AGE_MS,
    gcTime: MAX_AGE_MS,
    initialData: stored?.value,
    initialDataUpdatedAt: stored?.fetchedAt,
  });
}

/** `enabled: false` until rates are needed (e.g. the dialog opens), so idle pages do not ask. */
export function useCurrencyRates(options: { enabled?: boolean } = {}) {
  return useQuery({ ...currencyRatesQueryOptions(), enabled: options.enabled ?? true });
}
