import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sandboxCheckoutSessions, type Database, type Executor } from '@travel/db';
import { storedSecret } from '../../server-secrets';
import type { ProcessorSession } from './port';

/** The sandbox hosted checkout's session rows and how it reports them (Stripe's terms). */

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `length` random letters and digits (ids shaped like Stripe's). */
export function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = '';
  for (const byte of bytes) {
    // 62 × 4 = 248: bytes above are dropped so every character is equally likely.
    if (byte < 248) out += ALPHANUMERIC[byte % 62];
    if (out.length === length) return out;
  }
  return out + randomAlphanumeric(length - out.length);
}

/** Name of the sandbox's webhook signing secret in `server_secrets`. */
const WEBHOOK_SECRET_NAME = 'sandbox-checkout-webhook';

export type SandboxSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

/** The row as the processor reports it (a payment in progress is still `open` outside). */
export function sandboxSession(row: SandboxSessionRow): ProcessorSession {
  // The page is on our own origin: the one the return pages (success URL) are on.
  const origin = new URL(row.successUrl).origin;
  return {
    id: row.id,
    url: `${origin}/sandbox-checkout/${row.id}`,
    status: row.status === 'processing' ? 'open' : (row.status as ProcessorSession['status']),
    paymentStatus: row.paymentStatus === 'paid' ? 'paid' : 'unpaid',
    amountTotal: row.amountCents,
    currency: row.currency,
    created: row.createdAt,
    expiresAt: row.expiresAt,
    paymentMethodTypes: row.paymentMethodTypes as ProcessorSession['paymentMethodTypes'],
    metadata: row.metadata,
    paymentIntent: row.paymentIntent,
  };
}

export async function findSandboxSession(
  executor: Executor,
  id: string,
): Promise<SandboxSessionRow | null> {
  const [row] = await executor
    .select()
    .from(sandboxCheckoutSessions)
    .where(eq(sandboxCheckoutSessions.id, id))
    .limit(1);
  return row ?? null;
}

/** Generated on first use and kept in the database, so every process signs and checks alike. */
export async function sandboxWebhookSecret(db: Database): Promise<string> {
  return `whsec_${await storedSecret(db, WEBHOOK_SECRET_NAME)}`;
}
