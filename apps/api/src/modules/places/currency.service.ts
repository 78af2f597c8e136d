import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { CURRENCY_RATES_MAX_AGE_HOURS } from '@travel/contracts';
import type { CurrencyRates } from '@travel/contracts/places';
import {
  SHIPPED_RATES_SOURCE,
  SHIPPED_RATES_TAKEN_AT,
  shippedRatesPerUsd,
} from '@travel/reference-data';
import type { AppContext } from '../../app-context';
import {
  insertRatesIfEmpty,
  readRates,
  replaceRates,
  type StoredRates,
} from './currency.repository';

const MAX_AGE_MS = CURRENCY_RATES_MAX_AGE_HOURS * 3_600_000;
/** After a failed refresh the source is left alone for this long (no retry storm). */
const RETRY_AFTER_FAILURE_MS = 10 * 60_000;
/** The stored table is read at most this often per process. */
const MEMORY_TTL_MS = 60_000;
const LARGEST_RATE = 9_999_999_999; // numeric(20, 10) holds ten integer digits

/** What a rates source must send: units per 1 USD (a `base`, when given, must be USD). */
const SourceReplySchema = z.object({
  base: z.literal('USD').optional(),
  rates: z
    .record(z.string().regex(/^[A-Z]{3}$/), z.number().positive().max(LARGEST_RATE))
    .refine((rates) => Object.keys(rates).some((code) => code !== 'USD'), 'no rates')
    .refine((rates) => rates.USD === undefined || Math.abs(rates.USD - 1) < 1e-9, 'USD must be 1'),
});

export interface CurrencyServiceOptions {
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * Currency rates against USD. The table starts as the shipped one; when it is older than 12
 * hours and CURRENCY_RATES_URL is set, the next request refreshes it (5 s time-out, one
 * request at a time per process). A failed refresh keeps the stored table and is logged.
 */
export class CurrencyService {
  private cached: { stored: StoredRates; readAt: number } | undefined;
  private refreshing: Promise<void> | undefined;
  private lastFailureAt = Number.NEGATIVE_INFINITY;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    options: CurrencyServiceOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.fetchImpl = options.fetch ?? fetch;
  }

  async current(): Promise<CurrencyRates> {
    let stored = await this.stored();
    const now = this.ctx.now().getTime();
    const stale = now - stored.updatedAt.getTime() > MAX_AGE_MS;
    if (
      stale &&
      this.ctx.env.CURRENCY_RATES_URL &&
      now - this.lastFailureAt > RETRY_AFTER_FAILURE_MS
    ) {
      this.refreshing ??= this.refresh(this.ctx.env.CURRENCY_RATES_URL).finally(() => {
        this.refreshing = undefined;
      });
      await this.refreshing;
      stored = await this.stored();
    }
    return { rates: stored.rates, updateDate: stored.updatedAt.toISOString() };
  }

  private async stored(): Promise<StoredRates> {
    const now = this.ctx.now().getTime();
    if (this.cached && now - this.cached.readAt < MEMORY_TTL_MS) return this.cached.stored;
    let stored = await readRates(this.ctx.db);
    if (!stored) {
      await insertRatesIfEmpty(
        this.ctx.db,
        shippedRatesPerUsd(),
        SHIPPED_RATES_SOURCE,
        new Date(SHIPPED_RATES_TAKEN_AT),
      );
      stored = await readRates(this.ctx.db);
      if (!stored) throw new Error('currency_rates is empty after seeding');
    }
    this.cached = { stored, readAt: now };
    return stored;
  }

  private async refresh(url: string): Promise<void> {
    const source = new URL(url).host;
    try {
      const response = await this.fetchImpl(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const parsed = SourceReplySchema.safeParse(await response.json());
      if (!parsed.success) throw new Error(`unexpected reply: ${parsed.error.issues[0]?.message}`);
      const rates = { ...parsed.data.rates, USD: 1 };
      await replaceRates(this.ctx.db, rates, source, this.ctx.now());
      this.cached = undefined;
      this.log.info({ source, currencies: Object.keys(rates).length }, 'currency rates refreshed');
    } catch (error) {
      this.lastFailureAt = this.ctx.now().getTime();
      // The URL may carry an API key: log its host only.
      const reason = error instanceof Error ? error.message : String(error);
      this.log.warn({ source, reason }, 'currency rates refresh failed; keeping the stored table');
    }
  }
}
