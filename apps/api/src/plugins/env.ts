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
  // issue 9: limits
  // Failed sign-ins (wrong password, unknown email, bad partner key) per client address per
  // 15 minutes; successful ones never count, so an office behind one address all get in.
  SIGNIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  // Unpaid holds (orders awaiting payment): visitors per client address and per contact email;
  // signed-in bookers per account (an agent office together), which is more generous.
  HOLD_MAX_UNPAID_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  HOLD_MAX_UNPAID_PER_EMAIL: z.coerce.number().int().positive().default(5),
  HOLD_MAX_UNPAID_PER_ACCOUNT: z.coerce.number().int().positive().default(50),
  // Share (percent) of one flight cabin or hotel room-type night one visitor (address or email)
  // or one account may hold unpaid; a first booking on it is always allowed.
  HOLD_MAX_SHARE_PERCENT: z.coerce.number().int().min(1).max(100).default(20),
  HOLD_MAX_SHARE_PERCENT_ACCOUNT: z.coerce.number().int().min(1).max(100).default(50),
  // Minutes a visitor's hotel order stays held after SaveOrderNew's payment was refused (the
  // page may retry the card with POST /api/Payment); signed-in bookers keep the 30 minutes.
  HOLD_REFUSED_PAYMENT_MINUTES: z.coerce.number().int().min(1).max(30).default(5),
  // Wrong booking emails per order and per client address per 15 minutes (visitor lookups).
  ORDER_LOOKUP_MAX_FAILURES_PER_ORDER: z.coerce.number().int().positive().default(10),
  ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(30),
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
