import type { Subuser, UpdateSubuserBody } from '@travel/contracts/subusers';
import type { Executor } from '@travel/db';
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
    const flags = {
      ...(changes.disabled === undefined ? {} : { disabled: changes.disabled }),
      ...(changes.isSuperUser === undefined ? {} : { isSuperUser: changes.isSuperUser }),
    };
    const row = await updateSubuserFlags(tx, agentId, subuserId, flags, now);
    if (!row) throw new AppError('subuserNotFound');
    if (changes.disabled === true) await revokeUserSignIns(tx, row.id, now);
    return toSubuser(row);
  });
}
