import { orderLines, type Executor } from '@travel/db';

export async function insertOrderLines(
  tx: Executor,
  lines: (typeof orderLines.$inferInsert)[],
): Promise<void> {
  if (lines.length) await tx.insert(orderLines).values(lines);
}
