import { and, asc, eq } from 'drizzle-orm';
import { users, type Executor } from '@travel/db';

const subuserColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  accountCode: users.accountCode,
  role: users.role,
  disabled: users.disabled,
  isSuperUser: users.isSuperUser,
  limitCabin: users.limitCabin,
  limitAmount: users.limitAmount,
  createdAt: users.createdAt,
};

export interface SubuserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  accountCode: string | null;
  role: number;
  disabled: boolean;
  isSuperUser: boolean;
  limitCabin: number;
  limitAmount: number;
  createdAt: Date;
}

/** The agent's own sub-agents, oldest first (the order they were created in). */
export function findSubusersOfAgent(db: Executor, agentId: string): Promise<SubuserRow[]> {
  return db
    .select(subuserColumns)
    .from(users)
    .where(eq(users.parentAgentId, agentId))
    .orderBy(asc(users.createdAt), asc(users.email));
}

/**
 * Sets the flags of one sub-agent, only when it belongs to this agent; undefined when it
 * does not (unknown id or another agent's sub-user look the same to the caller).
 */
export async function updateSubuserFlags(
  db: Executor,
  agentId: string,
  subuserId: string,
  changes: { disabled?: boolean; isSuperUser?: boolean; limitCabin?: number; limitAmount?: number },
  now: Date,
): Promise<SubuserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(users.id, subuserId), eq(users.parentAgentId, agentId)))
    .returning(subuserColumns);
  return row;
}
