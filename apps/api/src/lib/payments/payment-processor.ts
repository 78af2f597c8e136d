import type { Database } from '@travel/db';
import type { AppContext } from '../../app-context';
import type { PaymentProcessor } from './port';
import { SandboxCardProcessor } from './sandbox-processor';

/** One processor per database: the sandbox keeps its charges in that database. */
const processors = new WeakMap<Database, PaymentProcessor>();

/**
 * The card processor of this app. Only the sandbox exists so far: a Stripe adapter would be
 * chosen here when `STRIPE_SECRET_KEY` is set (docs/decisions.md, "Card processor").
 */
export function paymentProcessor(ctx: Pick<AppContext, 'db'>): PaymentProcessor {
  let processor = processors.get(ctx.db);
  if (!processor) {
    processor = new SandboxCardProcessor(ctx.db);
    processors.set(ctx.db, processor);
  }
  return processor;
}

/**
 * Tests: puts another processor in front of the app's (e.g. one that charges and then throws,
 * as a process dying after the charge would look). Returns the processor it replaced.
 */
export function replacePaymentProcessor(
  ctx: Pick<AppContext, 'db'>,
  make: (inner: PaymentProcessor) => PaymentProcessor,
): PaymentProcessor {
  const inner = paymentProcessor(ctx);
  processors.set(ctx.db, make(inner));
  return inner;
}

/** Tests: puts another processor in front of the app's for the length of `work`. */
export async function withPaymentProcessor<T>(
  ctx: Pick<AppContext, 'db'>,
  make: (inner: PaymentProcessor) => PaymentProcessor,
  work: () => Promise<T>,
): Promise<T> {
  const inner = replacePaymentProcessor(ctx, make);
  try {
    return await work();
  } finally {
    replacePaymentProcessor(ctx, () => inner);
  }
}
