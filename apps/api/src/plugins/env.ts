import { z } from 'zod';

/**
 * The API's configuration, read and validated once. Everything has a working default for the
 * embedded demo except JWT_SECRET in production, where a missing secret is a start-up error.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  PGLITE_DIR: z.string().default('./data/pglite'),
  JWT_SECRET: z.string().min(32).optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Travel Outlet <no-reply@traveloutlet.example>'),
  STRIPE_SECRET_KEY: z.string().optional(),
  CURRENCY_RATES_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  // Sign-in and code limits (per 15 minutes / per hour); `npm run bench` raises them.
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  CODE_MAX_SENDS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  // Orders: the key the storefront sends with POST /api/Book (x-api-key; the web ships it, so it
  // tells our storefront from other callers rather than guarding a secret), and how often
  // overdue unpaid orders are cancelled (seconds; 0 turns the sweep off).
  STOREFRONT_API_KEY: z.string().min(8).default('travel-outlet-storefront-dev-key'),
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // issue 9: recovery
  // Reconciler (run with the order sweep): an order left `processing` or `paid` this long after
  // its last step (seconds; the live request renews it) is finished or failed by the reconciler;
  // a paid order whose fulfilment keeps breaking is marked issueFailed after this many tries.
  ORDER_RECOVERY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  ORDER_RECOVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  // An Idempotency-Key claim is held this long (seconds) and renewed by the live request; a
  // claim of a process that died is taken over once it runs out.
  IDEMPOTENCY_LOCK_SECONDS: z.coerce.number().int().min(2).max(600).default(10),
});

export type Env = z.infer<typeof EnvSchema> & { JWT_SECRET: string };

/** A fixed secret only for the embedded demo and tests; production must set its own. */
const DEMO_JWT_SECRET = 'travel-outlet-embedded-demo-secret-change-me-0001';

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const env = parsed.data;
  if (!env.JWT_SECRET && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: JWT_SECRET (32+ characters) is required in production');
  }
  return { ...env, JWT_SECRET: env.JWT_SECRET ?? DEMO_JWT_SECRET };
}
