import { and, eq } from 'drizzle-orm';
import { partnerLinks, partnerUsers, type Executor } from '@travel/db';

export type PartnerLinkRow = typeof partnerLinks.$inferSelect;
export type PartnerUserRow = typeof partnerUsers.$inferSelect;

export async function findPartnerLink(
  executor: Executor,
  key: string,
): Promise<PartnerLinkRow | null> {
  const [row] = await executor
    .select()
    .from(partnerLinks)
    .where(eq(partnerLinks.key, key))
    .limit(1);
  return row ?? null;
}

export async function findPartnerUser(
  executor: Executor,
  identity: { source: string; openId: string; type: string },
): Promise<PartnerUserRow | null> {
  const [row] = await executor
    .select()
    .from(partnerUsers)
    .where(
      and(
        eq(partnerUsers.source, identity.source),
        eq(partnerUsers.openId, identity.openId),
        eq(partnerUsers.type, identity.type),
      ),
    )
    .limit(1);
  return row ?? null;
}
