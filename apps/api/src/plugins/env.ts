import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { z } from 'zod';
import { OSM_ATTRIBUTION, OSM_COPYRIGHT_URL, OSM_TILE_URL, parseTileTemplate } from './map-tiles';

/** An on/off variable: `true` or `false`, nothing else. */
const onOffFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

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
  // Stripe Checkout (issue 12): both set, or neither (then the built-in sandbox checkout).
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  CURRENCY_RATES_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  // Which hops may say who the client is (X-Forwarded-For/-Proto): the proxies' addresses or
  // CIDRs, or a hop count. Never every hop: then any client picks its own address.
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  // Sign-in and code limits (per 15 minutes / per hour); `npm run bench` raises them.
  SIGNIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  SIGNIN_MAX_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  CODE_MAX_SENDS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  // Orders: the key the storefront sends with POST /api/Book (x-api-key; the web ships it, so it
  // tells our storefront from other callers rather than guarding a secret), and how often
  // overdue unpaid orders are cancelled (seconds; 0 turns the sweep off).
  STOREFRONT_API_KEY: z.string().min(8).default('travel-outlet-storefront-dev-key'),
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  // issue 14 §4: the simulated tour operator answers a paid booking this long after payment
  // (a few minutes by default, so a visitor of the demo sees it happen); always inside the
  // promised 48 hours (the job clamps it to a minute before).
  TOUR_OPERATOR_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(47 * 3_600)
    .default(180),
  // issue 9: platform
  // The local mailbox answers only the machine itself unless this is true (never in production
  // or with SMTP_URL: then it does not exist).
  MAILBOX_PUBLIC: onOffFlag.default(false),
  // Time-outs (ms): the whole request (headers and body) must arrive within REQUEST_TIMEOUT_MS,
  // its headers within HEADERS_TIMEOUT_MS; an idle keep-alive connection closes after
  // KEEP_ALIVE_TIMEOUT_MS (above the 60 s idle time-out of common load balancers).
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(72_000),
  // Strict-Transport-Security max-age (s) on replies served over HTTPS; 0 sends none.
  HSTS_MAX_AGE: z.coerce.number().int().min(0).max(63_072_000).default(15_552_000),
  // Source maps of the web build and the API docs (/api/docs): on outside production.
  SERVE_SOURCE_MAPS: onOffFlag.optional(),
  API_DOCS: onOffFlag.optional(),
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
  // issue 9: recovery
  // Reconciler (run with the order sweep): an order left `processing` or `paid` this long after
  // its last step (seconds; the live request renews it) is finished or failed by the reconciler;
  // a paid order whose fulfilment keeps breaking is marked issueFailed after this many tries.
  ORDER_RECOVERY_LEASE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  ORDER_RECOVERY_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
  // An Idempotency-Key claim is held this long (seconds) and renewed by the live request; a
  // claim of a process that died is taken over once it runs out.
  IDEMPOTENCY_LOCK_SECONDS: z.coerce.number().int().min(2).max(600).default(10),
  // issue 10: search workers. Threads that build new flight searches' replies (supplier,
  // pricing, reply text, brotli) beside the event loop; unset = the machine's cores, at most
  // 2 and one per 512 MiB of memory beyond the first GiB (none under NODE_ENV=test); 0 = every
  // search on the main thread.
  SEARCH_WORKERS: z.coerce.number().int().min(0).max(16).optional(),
  // Searches each search worker runs and drops when it starts, before travellers' (~1.3 s of
  // one core for 300): its code optimised and its heap sized first. 0 = none.
  SEARCH_WARM_UP: z.coerce.number().int().min(0).max(10_000).default(300),
  // issue 13 §3: the hotel maps' street tiles, a {z}/{x}/{y} template on one host
  // (OpenStreetMap's standard tiles by default; empty = the offline world map only). The pages'
  // CSP allows its origin in img-src; the attribution is the provider's required credit.
  MAP_TILE_URL: z
    .string()
    .default(OSM_TILE_URL)
    .transform((value, ctx) => {
      const parsed = parseTileTemplate(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default(OSM_ATTRIBUTION),
  MAP_TILE_ATTRIBUTION_URL: z
    .union([z.literal(''), z.string().url()])
    .default(OSM_COPYRIGHT_URL)
    .transform((value) => value || null),
});

/** The configuration as given: JWT_SECRET may be absent outside production. */
export type Config = z.infer<typeof EnvSchema>;
/** The configuration the app runs with: always a signing secret. */
export type Env = Config & { JWT_SECRET: string };

/** Parses and checks the environment; a missing JWT_SECRET is an error only in production. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${details}`);
  }
  const env = parsed.data;
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    throw new Error(
      'Invalid configuration: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together (the webhook cannot verify Stripe events without its secret)',
    );
  }
  if (!env.JWT_SECRET && env.NODE_ENV === 'production') {
    throw new Error('Invalid configuration: JWT_SECRET (32+ characters) is required in production');
  }
  return env;
}

/**
 * The configuration with its secret, for tests and tools that have no database to keep one in:
 * without JWT_SECRET, NODE_ENV=test gets a random secret for this process only. The server
 * never takes this path: it keeps a generated secret with its data (lib/server-secrets.ts), so
 * there is no fixed secret anywhere in the code.
 */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const config = loadConfig(source);
  if (config.JWT_SECRET) return { ...config, JWT_SECRET: config.JWT_SECRET };
  if (config.NODE_ENV !== 'test') {
    throw new Error('JWT_SECRET is not set: the server keeps a generated one with its data');
  }
  return { ...config, JWT_SECRET: randomSecret() };
}

/** 32 random bytes, base64url (43 characters). */
export const randomSecret = (): string => randomBytes(32).toString('base64url');

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY: unset, empty or `false` trusts no proxy; a whole number is a hop count (`1`: the
 * one proxy in front, so the last X-Forwarded-For entry is the client); otherwise a comma list
 * of addresses, CIDRs or proxy-addr range names. Returns an error message for anything else,
 * `true` included.
 */
export function parseTrustProxy(value: string | undefined): false | number | string[] | string {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') {
    return (
      'TRUST_PROXY=true would trust every hop, so any client could pick its own address with ' +
      'X-Forwarded-For; give the proxy addresses or CIDRs (e.g. 127.0.0.1,10.0.0.0/8) or the ' +
      'number of proxies in front (e.g. 1)'
    );
  }
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (!isProxyEntry(entry)) {
      return `TRUST_PROXY entry "${entry}" is not an IP address, a CIDR, loopback/linklocal/uniquelocal or a hop count`;
    }
  }
  return entries;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}
