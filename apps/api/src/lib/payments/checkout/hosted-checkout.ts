import type { Database } from '@travel/db';
import type { AppContext } from '../../../app-context';
import type { HostedCheckout } from './port';
import { SandboxHostedCheckout } from './sandbox-checkout';
import { StripeHostedCheckout } from './stripe-checkout';

/** One hosted checkout per database (the sandbox keeps its sessions in that database). */
const checkouts = new WeakMap<Database, HostedCheckout>();

/**
 * The hosted checkout of this app, chosen here and nowhere else: Stripe Checkout when
 * STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set (plugins/env.ts requires both or
 * neither), otherwise the built-in sandbox on our own origin.
 */
export function hostedCheckout(ctx: Pick<AppContext, 'db' | 'env'>): HostedCheckout {
  let checkout = checkouts.get(ctx.db);
  if (!checkout) {
    const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET } = ctx.env;
    checkout =
      STRIPE_SECRET_KEY && STRIPE_WEBHOOK_SECRET
        ? new StripeHostedCheckout({
            secretKey: STRIPE_SECRET_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
          })
        : new SandboxHostedCheckout(ctx.db);
    checkouts.set(ctx.db, checkout);
  }
  return checkout;
}

/** Tests: puts another hosted checkout (Stripe on recorded replies) in front of the app's. */
export function useHostedCheckout(ctx: Pick<AppContext, 'db'>, checkout: HostedCheckout): void {
  checkouts.set(ctx.db, checkout);
}
