import { eq, inArray } from 'drizzle-orm';
import { ROLE, type Role } from '@travel/contracts';
import { balanceLedger, partnerLinks, partnerUsers, users } from '@travel/db';
import type { AppContext } from '../app-context';
import { hashPassword } from '../lib/auth/password';

/**
 * Demo accounts of the embedded default, one per role, all with the password below (listed in
 * the README and printed at start-up). Never seeded when NODE_ENV=production (runSeeds skips).
 *
 * Also one partner link: open `/?key=demo-partner-key` to arrive as the partner agent
 * Mei Chen (partner.agent@example.com, code BM20001) through partner sign-in.
 */
export const DEMO_PASSWORD = 'Travel-2026!';
export const DEMO_PARTNER_KEY = 'demo-partner-key';
export const DEMO_AGENT_EMAIL = 'agent@example.com';

interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  gender: 'Male' | 'Female';
  citizenship: string;
  birthday: string;
  phoneNumber: string;
  role: Role;
  accountCode?: string;
  /** Minor units (USD cents). */
  balanceCents?: number;
  limitAmount?: number;
  limitCabin?: number;
  /** Sub-agents belong to the demo agent. */
  underAgent?: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'customer@example.com',
    firstName: 'Emma',
    lastName: 'Collins',
    gender: 'Female',
    citizenship: 'US',
    birthday: '1992-08-14',
    phoneNumber: '+1 415 555 0134',
    role: ROLE.customer,
  },
  {
    email: DEMO_AGENT_EMAIL,
    firstName: 'Daniel',
    lastName: 'Okafor',
    gender: 'Male',
    citizenship: 'US',
    birthday: '1984-03-02',
    phoneNumber: '+1 212 555 0187',
    role: ROLE.agent,
    accountCode: 'AG10001',
    balanceCents: 2_500_000,
  },
  {
    email: 'subagent@example.com',
    firstName: 'Sofia',
    lastName: 'Marquez',
    gender: 'Female',
    citizenship: 'MX',
    birthday: '1990-11-23',
    phoneNumber: '+1 305 555 0142',
    role: ROLE.subagent,
    accountCode: 'AGT10011',
    underAgent: true,
  },
  {
    email: 'subagent2@example.com',
    firstName: 'Liam',
    lastName: 'Nguyen',
    gender: 'Male',
    citizenship: 'VN',
    birthday: '1995-06-09',
    phoneNumber: '+1 408 555 0176',
    role: ROLE.subagent,
    accountCode: 'AGT10012',
    // A capped sub-agent: fares above $1,500 per adult and cabins other than economy hidden.
    limitAmount: 150_000,
    limitCabin: 1,
    underAgent: true,
  },
  {
    email: 'admin@example.com',
    firstName: 'Hannah',
    lastName: 'Weber',
    gender: 'Female',
    citizenship: 'DE',
    birthday: '1988-01-30',
    phoneNumber: '+49 30 5550 1234',
    role: ROLE.administrator,
  },
  {
    email: 'super@example.com',
    firstName: 'Rajesh',
    lastName: 'Iyer',
    gender: 'Male',
    citizenship: 'IN',
    birthday: '1979-09-12',
    phoneNumber: '+91 80 5550 6789',
    role: ROLE.superUser,
  },
];

const DEMO_PARTNER = {
  source: 'kiv',
  openId: 'kiv-demo-openid-0001',
  type: 'agent',
  email: 'partner.agent@example.com',
  name: 'Mei Chen',
  partnerRole: 'agent',
  accountCode: 'BM20001',
} as const;

/**
 * Idempotent: existing accounts are left alone (a second start keeps their changes), and the
 * password is hashed once per start, only when some account is missing.
 */
export async function seedDemoAccounts(ctx: AppContext): Promise<void> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const present = await ctx.db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const missing = DEMO_ACCOUNTS.filter((a) => !present.some((p) => p.email === a.email));
  if (missing.length > 0) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    // The agent first: its sub-agents point at it.
    const ordered = [...missing].sort(
      (a, b) => Number(a.underAgent ?? 0) - Number(b.underAgent ?? 0),
    );
    for (const account of ordered) {
      const parentAgentId = account.underAgent ? await demoAgentId(ctx) : null;
      const [created] = await ctx.db
        .insert(users)
        .values({
          email: account.email,
          passwordHash,
          firstName: account.firstName,
          lastName: account.lastName,
          gender: account.gender,
          citizenship: account.citizenship,
          country: account.citizenship,
          birthday: account.birthday,
          phoneNumber: account.phoneNumber,
          academicRole: 3,
          role: account.role,
          accountType: account.accountCode ? 'agent' : 'user',
          accountCode: account.accountCode ?? null,
          parentAgentId,
          balanceCents: account.balanceCents ?? 0,
          limitAmount: account.limitAmount ?? 0,
          limitCabin: account.limitCabin ?? 0,
        })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id });
      // The opening balance is a movement of the statement like any top-up.
      if (created && account.balanceCents) {
        await ctx.db.insert(balanceLedger).values({
          agentId: created.id,
          amountCents: account.balanceCents,
          reason: 'Opening balance',
          createdAt: ctx.now(),
        });
      }
    }
  }

  await ctx.db.insert(partnerUsers).values(DEMO_PARTNER).onConflictDoNothing();
  await ctx.db
    .insert(partnerLinks)
    .values({
      key: DEMO_PARTNER_KEY,
      source: DEMO_PARTNER.source,
      openId: DEMO_PARTNER.openId,
      type: DEMO_PARTNER.type,
      expiresAt: null,
    })
    .onConflictDoNothing();
}

async function demoAgentId(ctx: AppContext): Promise<string | null> {
  const [agent] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_AGENT_EMAIL))
    .limit(1);
  return agent?.id ?? null;
}
