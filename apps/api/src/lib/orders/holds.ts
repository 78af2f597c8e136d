import { and, eq, isNull } from 'drizzle-orm';
import { inventoryHolds, type Executor } from '@travel/db';

/** A held unit of inventory, as the product's supplier names it. */
export interface HeldUnits {
  resourceKey: string;
  quantity: number;
}

/**
 * Gives held units back to the product's supplier inside the caller's transaction. One per
 * resource kind (`flight` now; hotel nights and others later), so the order machinery stays
 * product-neutral.
 */
export type HoldReleaser = (tx: Executor, holds: readonly HeldUnits[]) => Promise<void>;
export type HoldReleasers = Readonly<Record<string, HoldReleaser>>;

export async function recordHolds(
  tx: Executor,
  orderId: string,
  resourceKind: string,
  holds: readonly HeldUnits[],
  now: Date,
): Promise<void> {
  if (holds.length === 0) return;
  await tx.insert(inventoryHolds).values(
    holds.map((h) => ({
      orderId,
      resourceKind,
      resourceKey: h.resourceKey,
      quantity: h.quantity,
      createdAt: now,
    })),
  );
}

/**
 * Returns an order's inventory exactly once: the rows are marked released in one guarded
 * UPDATE, and only the rows this call marked go back to the supplier. A second call (the sweep
 * racing a cancellation) finds nothing left to release.
 */
export async function releaseOrderHolds(
  tx: Executor,
  orderId: string,
  now: Date,
  releasers: HoldReleasers,
): Promise<number> {
  const released = await tx
    .update(inventoryHolds)
    .set({ releasedAt: now })
    .where(and(eq(inventoryHolds.orderId, orderId), isNull(inventoryHolds.releasedAt)))
    .returning({
      resourceKind: inventoryHolds.resourceKind,
      resourceKey: inventoryHolds.resourceKey,
      quantity: inventoryHolds.quantity,
    });
  const byKind = new Map<string, HeldUnits[]>();
  for (const row of released) {
    const list = byKind.get(row.resourceKind) ?? [];
    list.push({ resourceKey: row.resourceKey, quantity: row.quantity });
    byKind.set(row.resourceKind, list);
  }
  for (const [kind, holds] of byKind) {
    const release = releasers[kind];
    // Failing loudly rolls the cancellation back rather than losing seats for good.
    if (!release) throw new Error(`no releaser for held ${kind} inventory`);
    await release(tx, holds);
  }
  return released.length;
}
