import type { AppContext } from '../../app-context';
import type { PaymentProcessor } from './port';
import { SandboxCardProcessor } from './sandbox-processor';

let sandbox: SandboxCardProcessor | undefined;

/**
 * The card processor of this process. Only the sandbox exists so far: a Stripe adapter would be
 * chosen here when `STRIPE_SECRET_KEY` is set (docs/decisions.md, "Card processor").
 */
export function paymentProcessor(_ctx: AppContext): PaymentProcessor {
  sandbox ??= new SandboxCardProcessor();
  return sandbox;
}
