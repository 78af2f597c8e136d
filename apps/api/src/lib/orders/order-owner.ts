import { and, eq } from 'drizzle-orm';
import { DEFAULT_COMPANY_CODE, ROLE, isAgentType } from '@travel/contracts';
import type { BookForCustomer, OrderCustomer } from '@travel/contracts/agent-clients';
import { orders, users, type Executor } from '@travel/db';
import { resolveOrderCustomer } from '../agent-clients/clients';
import { AppError } from '../app-error';
import type { Identity } from '../../plugins/auth';
import { newOrderNumber } from './order-number';
import type { OrderRow } from './status';

/** Whose order it is and who booked it (see `resolveOrderOwner`); the same for every product. */
export interface OrderOwner {
  userId: string | null;
  agentId: string | null;
  accountCode: string;
  bookedByName: string;
  bookedFor: 'self' | 'subagent' | 'customer';
  /** The customer an agent or sub-agent booked for (issue 13 §4); null otherwise. */
  customer: OrderCustomer | null;
}

/** `bookFor` of the booking calls (`POST /api/Book`, `POST /api/SaveOrderNew`). */
export interface BookFor {
  kind: 'self' | 'subagent' | 'customer';
  subagentId?: string | undefined;
  customer?: BookForCustomer | undefined;
}

interface AccountRow {
  id: string;
  firstName: string;
  lastName: string;
  accountCode: string | null;
  parentAgentId: string | null;
  disabled: boolean;
}

const accountColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  accountCode: users.accountCode,
  parentAgentId: users.parentAgentId,
  disabled: users.disabled,
};

async function findAccount(executor: Executor, id: string): Promise<AccountRow | null> {
  const [row] = await executor.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** A sub-agent of this agent, or null (another agent's, not a sub-agent, unknown). */
async function findSubagentOf(
  executor: Executor,
  agentId: string,
  subagentId: string,
): Promise<AccountRow | null> {
  const [row] = await executor
    .select(accountColumns)
    .from(users)
    .where(
      and(
        eq(users.id, subagentId),
        eq(users.parentAgentId, agentId),
        eq(users.role, ROLE.subagent),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Whose order it is (spec §6): a visitor's belongs to no account (found again by number and
 * email); a member's to them; an agent's to the agent, or to one of its sub-agents when booked
 * for one; a sub-agent's to itself, under its agent. Agents and sub-agents may book for a
 * customer: the order stays theirs (they pay and hand it on).
 */
export async function resolveOrderOwner(
  executor: Executor,
  identity: Identity,
  bookFor: BookFor | undefined,
  contactName: string,
  now: Date,
): Promise<OrderOwner> {
  const kind = bookFor?.kind ?? 'self';
  if (!identity.signedIn) {
    if (kind !== 'self')
      throw new AppError('noPermission', { msg: 'Sign in as an agent to book for others' });
    return {
      userId: null,
      agentId: null,
      accountCode: DEFAULT_COMPANY_CODE,
      bookedByName: contactName,
      bookedFor: 'self',
      customer: null,
    };
  }
  const me = await findAccount(executor, identity.userId);
  // A token can outlive its account.
  if (!me || me.disabled) throw new AppError('tokenInvalid');
  const myName = `${me.firstName} ${me.lastName}`.trim() || contactName;
  if (!isAgentType(identity.role)) {
    if (kind !== 'self') throw new AppError('noPermission', { msg: 'Only agents book for others' });
    return {
      userId: me.id,
      agentId: null,
      accountCode: DEFAULT_COMPANY_CODE,
      bookedByName: myName,
      bookedFor: 'self',
      customer: null,
    };
  }
  const myCode = me.accountCode ?? identity.accountCode;
  if (identity.role === ROLE.subagent) {
    if (kind === 'subagent')
      throw new AppError('noPermission', { msg: 'Only an agent books for its sub-agents' });
    return {
      userId: me.id,
      agentId: me.parentAgentId,
      accountCode: myCode,
      bookedByName: myName,
      bookedFor: kind,
      customer:
        kind === 'customer'
          ? await resolveOrderCustomer(executor, me.id, bookFor?.customer, now)
          : null,
    };
  }
  if (kind === 'subagent') {
    const subagentId = bookFor?.subagentId;
    if (!subagentId) {
      throw new AppError('parameterValidationFailed', {
        msg: 'parameter validation failed: bookFor.subagentId is required',
        issues: [
          { path: 'body.bookFor.subagentId', message: 'required when booking for a sub-agent' },
        ],
      });
    }
    const sub = await findSubagentOf(executor, me.id, subagentId);
    if (!sub || sub.disabled)
      throw new AppError('noPermission', { msg: 'This sub-agent is not one of yours' });
    return {
      userId: sub.id,
      agentId: me.id,
      accountCode: sub.accountCode ?? myCode,
      bookedByName: myName,
      bookedFor: 'subagent',
      customer: null,
    };
  }
  return {
    userId: me.id,
    agentId: me.id,
    accountCode: myCode,
    bookedByName: myName,
    bookedFor: kind,
    customer:
      kind === 'customer'
        ? await resolveOrderCustomer(executor, me.id, bookFor?.customer, now)
        : null,
  };
}

/** Order numbers drawn before giving up (a collision is a one-in-10^12 event). */
const ORDER_NUMBER_TRIES = 5;

/**
 * Inserts an order under a fresh order number, drawing another when the number is taken.
 * `orderFailed` (1060) when every draw collided.
 */
export async function insertNumberedOrder(
  tx: Executor,
  values: Omit<typeof orders.$inferInsert, 'orderNo'>,
): Promise<OrderRow> {
  for (let i = 0; i < ORDER_NUMBER_TRIES; i += 1) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNo: newOrderNumber() })
      .onConflictDoNothing({ target: orders.orderNo })
      .returning();
    if (row) return row;
  }
  throw new AppError('orderFailed');
}
