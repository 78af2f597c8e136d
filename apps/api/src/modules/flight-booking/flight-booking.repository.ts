import { orderLines, orderTravellers, type Executor } from '@travel/db';

export async function insertTravellersAndLines(
  tx: Executor,
  travellers: (typeof orderTravellers.$inferInsert)[],
  lines: (typeof orderLines.$inferInsert)[],
): Promise<void> {
  if (travellers.length) await tx.insert(orderTravellers).values(travellers);
  if (lines.length) await tx.insert(orderLines).values(lines);
}
