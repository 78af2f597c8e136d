import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stored lower-cased; the sign-in name. */
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    gender: text('gender'),
    /** ISO 3166-1 alpha-2 country of citizenship. */
    citizenship: text('citizenship'),
    birthday: date('birthday', { mode: 'string' }),
    phoneNumber: text('phone_number'),
    country: text('country'),
    /** Registration role radio: 1 Student, 2 Faculty Member, 3 Neither. */
    academicRole: smallint('academic_role'),
    schoolCountry: text('school_country'),
    schoolName: text('school_name'),
    graduationYear: smallint('graduation_year'),
    graduationMonth: smallint('graduation_month'),
    /** 0 customer, 1 agent, 2 sub-agent, 3 administrator, 9 super user. */
    role: smallint('role').notNull().default(0),
    accountType: text('account_type').notNull().default('user'),
    /** Agent account code (AG…, AGT…, BM…, RM…); sub-agents carry their own. */
    accountCode: text('account_code'),
    parentAgentId: uuid('parent_agent_id'),
    disabled: boolean('disabled').notNull().default(false),
    isSuperUser: boolean('is_super_user').notNull().default(false),
    /** Minor units; 0 means no limit (spec §5). */
    limitAmount: integer('limit_amount').notNull().default(0),
    /** Index into A, E, P, B, F; 0 means no limit (spec §5). */
    limitCabin: smallint('limit_cabin').notNull().default(0),
    /** Agent prepaid balance in minor units (USD). */
    balanceCents: integer('balance_cents').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_parent_agent_idx').on(t.parentAgentId),
  ],
);

/**
 * Refresh tokens: one row per issued token, grouped by `familyId` (one sign-in).
 * Only a SHA-256 of the token is kept. Presenting a token whose `usedAt` is set revokes the family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_unique').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    // Password change and reset revoke every sign-in of one user.
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * Sign-ins (issue 9): one row per refresh-token family, keyed by the access token's `sid`.
 * The auth hook reads it by primary key on every request that carries a bearer token, so
 * sign-out, password change or reset, refresh-token reuse and disabling a user end access on
 * the next request instead of when the 15-minute access token expires.
 */
export const signInSessions = pgTable(
  'sign_in_sessions',
  {
    /** The refresh-token family id; also the access token's `sid` claim. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Password change, reset and disabling revoke every sign-in of one user.
  (t) => [index('sign_in_sessions_user_idx').on(t.userId)],
);

/** E-mailed 6-digit codes; only a hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: integer('wrong_attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_email_idx').on(t.email, t.purpose, t.createdAt)],
);

/**
 * Password-reset grants: handed out once an e-mailed `reset` code is verified, then spent by
 * ResetPassword. Only a SHA-256 of the token is kept; valid 10 minutes, single use.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash)],
);

/**
 * Fixed-window counters for rate limits (sign-in per account and per address, codes).
 * Kept in the database so several API processes share them.
 */
export const rateLimitBuckets = pgTable('rate_limit_buckets', {
  bucket: text('bucket').primaryKey(),
  count: integer('count').notNull().default(0),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

export const frequentTravellers = pgTable(
  'frequent_travellers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    /** Null when empty; the API shows it as year 0001 per spec. */
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender'),
    phoneNumber: text('phone_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('frequent_travellers_user_idx').on(t.userId)],
);

/** Partner links: a `?key=` a partner hands to a visitor, resolved to a partner user. */
export const partnerLinks = pgTable('partner_links', {
  key: text('key').primaryKey(),
  source: text('source').notNull(),
  openId: text('open_id').notNull(),
  type: text('type').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The embedded partner user-info directory (source, openId, type → the partner's user). */
export const partnerUsers = pgTable(
  'partner_users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    source: text('source').notNull(),
    openId: text('open_id').notNull(),
    type: text('type').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    partnerRole: text('partner_role').notNull(),
    accountCode: text('account_code'),
  },
  (t) => [uniqueIndex('partner_users_identity_unique').on(t.source, t.openId, t.type)],
);
