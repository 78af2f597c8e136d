import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { ROLE } from '@travel/contracts';
import type {
  CreateSubuserBodySchema,
  Subuser,
  UpdateSubuserBody,
} from '@travel/contracts/subusers';
import { users, type Executor } from '@travel/db';
import { plainTextMail } from '../../lib/mail/plain-text-mail';
import { sendMail } from '../../lib/mail/send-mail';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { revokeUserSignIns } from '../../lib/auth/revoke-sign-ins';
import { findSubusersOfAgent, updateSubuserFlags, type SubuserRow } from './subusers.repository';

const toSubuser = (row: SubuserRow): Subuser => ({
  id: row.id,
  email: row.email,
  name: [row.firstName, row.lastName].filter(Boolean).join(' '),
  firstName: row.firstName,
  lastName: row.lastName,
  accountCode: row.accountCode,
  role: row.role,
  disabled: row.disabled,
  isSuperUser: row.isSuperUser,
  limitCabin: row.limitCabin,
  limitAmount: row.limitAmount,
  createdAt: row.createdAt.toISOString(),
});

export async function listSubusers(
  ctx: AppContext,
  agentId: string,
  db: Executor = ctx.db,
): Promise<Subuser[]> {
  const rows = await findSubusersOfAgent(db, agentId);
  return rows.map(toSubuser);
}

/**
 * Creates a sub-agent of the agent: account code `<agent code>-<n>`, no password (the welcome
 * mail sends the person to "Forgot password" to choose one), the limits given. An email that
 * already has an account answers 409 emailAlreadyRegistered.
 */
export async function createSubuser(
  ctx: AppContext,
  agentId: string,
  body: z.output<typeof CreateSubuserBodySchema>,
): Promise<Subuser> {
  const created = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Locked: two sub-agents created at once do not get the same number.
    const [agent] = await tx
      .select({
        accountCode: users.accountCode,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, agentId))
      .for('update');
    if (!agent?.accountCode) throw new AppError('noPermission');
    const siblings = await findSubusersOfAgent(tx, agentId);
    const taken = new Set(siblings.map((s) => s.accountCode));
    let n = siblings.length + 1;
    while (taken.has(`${agent.accountCode}-${n}`)) n += 1;
    const [row] = await tx
      .insert(users)
      .values({
        email: body.email,
        passwordHash: null,
        firstName: body.firstName,
        lastName: body.lastName,
        role: ROLE.subagent,
        accountType: 'agent',
        accountCode: `${agent.accountCode}-${n}`,
        parentAgentId: agentId,
        limitCabin: body.limitCabin,
        limitAmount: body.limitAmount,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (!row) throw new AppError('emailAlreadyRegistered');
    return { id: row.id, agency: `${agent.firstName} ${agent.lastName}`.trim() };
  });
  const [saved] = (await findSubusersOfAgent(ctx.db, agentId)).filter((s) => s.id === created.id);
  if (!saved) throw new Error('a created sub-agent vanished');
  await sendMail(ctx, {
    to: saved.email,
    ...welcomeMessage(saved, created.agency),
    kind: 'welcome',
    requestedByRecipient: true,
  });
  return toSubuser(saved);
}

/** The new sub-agent's welcome: who created the account and how to choose a password. */
function welcomeMessage(subuser: SubuserRow, agency: string) {
  const text = [
    `Hello ${subuser.firstName},`,
    '',
    `${agency || 'Your agency'} has created a Travel Outlet agent account for you (account code ${subuser.accountCode}).`,
    '',
    'To sign in, choose a password first: open the sign-in page, choose "Forgot password", enter this e-mail address and follow the code we send.',
    '',
    'Travel Outlet',
  ].join('\n');
  return plainTextMail('Your Travel Outlet agent account', text);
}

/**
 * Changes a sub-agent's flags. Disabling also ends the sub-agent's sign-ins, so a disabled
 * account cannot keep refreshing its session; its current access token lapses within 15 minutes.
 */
export async function updateSubuser(
  ctx: AppContext,
  agentId: string,
  subuserId: string,
  changes: UpdateSubuserBody,
): Promise<Subuser> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    // Only what the body gives changes; the rest stays as it is.
    const flags = Object.fromEntries(
      Object.entries(changes).filter(([, value]) => value !== undefined),
    ) as Partial<Pick<SubuserRow, 'disabled' | 'isSuperUser' | 'limitCabin' | 'limitAmount'>>;
    const row = await updateSubuserFlags(tx, agentId, subuserId, flags, now);
    if (!row) throw new AppError('subuserNotFound');
    if (changes.disabled === true) await revokeUserSignIns(tx, row.id, now);
    return toSubuser(row);
  });
}
