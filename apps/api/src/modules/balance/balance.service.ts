import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ROLE } from '@travel/contracts';
import { isProduct } from '@travel/contracts/products';
import type {
  BalanceMovement,
  BalanceStatement,
  BalanceStatementQuerySchema,
} from '@travel/contracts/balance';
import type { z } from 'zod';
import { balanceLedger, orders, users } from '@travel/db';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../plugins/auth';

type BalanceStatementPage = z.output<typeof BalanceStatementQuerySchema>;

/**
 * The agency whose balance this agent or sub-agent spends (a sub-agent's is its agent's), and
 * that balance in cents.
 */
export async function agencyBalance(
  ctx: AppContext,
  identity: Identity,
): Promise<{ agentId: string; balance: number }> {
  const [me] = await ctx.db
    .select({ parentAgentId: users.parentAgentId })
    .from(users)
    .where(eq(users.id, identity.userId))
    .limit(1);
  const agentId = identity.role === ROLE.subagent ? me?.parentAgentId : identity.userId;
  if (!me || !agentId) throw new AppError('noPermission');
  const [agency] = await ctx.db
    .select({ balance: users.balanceCents })
    .from(users)
    .where(eq(users.id, agentId))
    .limit(1);
  return { agentId, balance: agency?.balance ?? 0 };
}

/**
 * The balance statement: the ledger (`balance_ledger`, written by payments, refunds and
 * top-ups in the same transaction as the balance) newest first. The running balance after each
 * movement is the balance now less every newer movement, so it always ends at the balance the
 * agent can spend.
 */
export async function balanceStatement(
  ctx: AppContext,
  identity: Identity,
  query: BalanceStatementPage,
): Promise<BalanceStatement> {
  const { agentId, balance } = await agencyBalance(ctx, identity);
  const ownOnly = identity.role === ROLE.subagent;
  // A sub-agent sees the movements of its own orders (orders.user_id; agent_id is the agency).
  const scope = ownOnly
    ? and(eq(balanceLedger.agentId, agentId), eq(orders.userId, identity.userId))
    : eq(balanceLedger.agentId, agentId);
  // Every newer movement of the whole statement (a window runs before OFFSET and LIMIT).
  const newer = sql<number>`coalesce(sum(${balanceLedger.amountCents}) over (order by ${balanceLedger.createdAt} desc, ${balanceLedger.id} desc rows between unbounded preceding and 1 preceding), 0)`;
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({
        id: balanceLedger.id,
        createdAt: balanceLedger.createdAt,
        amount: balanceLedger.amountCents,
        reason: balanceLedger.reason,
        orderId: balanceLedger.orderId,
        orderNo: orders.orderNo,
        product: orders.product,
        newer,
      })
      .from(balanceLedger)
      .leftJoin(orders, eq(orders.id, balanceLedger.orderId))
      .where(scope)
      .orderBy(desc(balanceLedger.createdAt), desc(balanceLedger.id))
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize),
    ctx.db
      .select({ n: count() })
      .from(balanceLedger)
      .leftJoin(orders, eq(orders.id, balanceLedger.orderId))
      .where(scope),
  ]);
  const items: BalanceMovement[] = rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    kind: kindOf(row.amount, row.orderId),
    amount: row.amount,
    orderNo: row.orderNo ?? null,
    product: row.product && isProduct(row.product) ? row.product : null,
    description: row.reason,
    balanceAfter: ownOnly ? null : balance - Number(row.newer),
  }));
  return {
    balance,
    currency: 'USD',
    items,
    total: counted?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

function kindOf(amount: number, orderId: string | null): BalanceMovement['kind'] {
  if (orderId) return amount < 0 ? 'payment' : 'refund';
  return amount > 0 ? 'topUp' : 'adjustment';
}
