import {
  SHORT_LINK_LIFETIME_DAYS,
  ShortLinkCodeSchema,
  ShortLinkSchema,
  flightSharePath,
  type CreateShortLinkBody,
  type CreatedShortLink,
  type ShortLink,
} from '@travel/contracts/short-links';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { newShortLinkCode } from './short-link-code';
import { findShortLink, insertShortLink, type ShortLinkRow } from './short-links.repository';
import { shareableFlightData } from './shared-offer';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Generous for people sharing by hand, tight for a script filling the table. */
export const SHORT_LINKS_PER_ADDRESS_PER_HOUR = 60;
/** With 55^8 codes a collision is rare; several in a row means something else is wrong. */
const CODE_ATTEMPTS = 5;

export const shortLinkAddressRule = (address: string): RateLimitRule => ({
  bucket: `shortlinks:address:${address}`,
  limit: SHORT_LINKS_PER_ADDRESS_PER_HOUR,
  windowMs: HOUR_MS,
});

export async function createShortLink(
  ctx: AppContext,
  body: CreateShortLinkBody,
  address: string,
): Promise<CreatedShortLink> {
  const data = await shareableFlightData(ctx.db, body.data);
  const now = ctx.now();
  await enforceRateLimit(ctx.db, now, shortLinkAddressRule(address), 'operationFrequent');
  const expiresAt = new Date(now.getTime() + SHORT_LINK_LIFETIME_DAYS * DAY_MS);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = newShortLinkCode();
    const stored = await insertShortLink(ctx.db, {
      code,
      target: body.target,
      data: { kind: body.kind, ...data },
      createdAt: now,
      expiresAt,
    });
    if (stored) return { code, url: flightSharePath(code), expiresAt: expiresAt.toISOString() };
  }
  throw new AppError('systemBusy');
}

const notFound = () => new AppError('notFound', { msg: 'This link does not exist or has expired' });

/** A live link; 404 for a malformed, unknown or expired code (they all look alike outside). */
export async function getShortLink(ctx: AppContext, code: string): Promise<ShortLink> {
  if (!ShortLinkCodeSchema.safeParse(code).success) throw notFound();
  const row = await findShortLink(ctx.db, code);
  if (!row || (row.expiresAt && row.expiresAt.getTime() <= ctx.now().getTime())) throw notFound();
  // A row this version cannot read (another layout, no expiry) is as good as gone.
  const link = toShortLink(row);
  if (!link) throw notFound();
  return link;
}

function toShortLink(row: ShortLinkRow): ShortLink | null {
  if (!row.expiresAt) return null;
  const stored = (row.data ?? {}) as { kind?: unknown; offer?: unknown; searchUrl?: unknown };
  const parsed = ShortLinkSchema.safeParse({
    code: row.code,
    kind: stored.kind,
    target: row.target,
    url: flightSharePath(row.code),
    data: { offer: stored.offer, searchUrl: stored.searchUrl },
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  });
  return parsed.success ? parsed.data : null;
}
