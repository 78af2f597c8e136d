import { isAdminLike, partnerRoleFor } from '@travel/contracts';
import type { PartnerUserInfo, PartnerUserInfoQuery } from '@travel/contracts/accounts';
import type { AppContext } from '../../app-context';
import type { Identity } from '../../plugins/auth';
import { AppError } from '../../lib/app-error';
import { findPartnerLink, findPartnerUser, type PartnerUserRow } from './partner.repository';
import { startSession, type SignedIn } from './session.service';
import { countAddressFailure, refuseExhaustedAddress } from './sign-in-limits';
import { findUserByEmail, insertUser, updateUser, type UserRow } from './users.repository';

/** "Mei Chen" → first "Mei", last "Chen"; a single word is the first name. */
function splitName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  const cut = trimmed.lastIndexOf(' ');
  return cut === -1
    ? { firstName: trimmed, lastName: '' }
    : { firstName: trimmed.slice(0, cut), lastName: trimmed.slice(cut + 1) };
}

/**
 * The partner directory entry, with the partner's lower-cased keys. It holds a person's email,
 * so it is shown only to that person (signed in through the partner) or to administrators.
 */
export async function partnerUserInfo(
  ctx: AppContext,
  identity: Identity,
  query: PartnerUserInfoQuery,
): Promise<PartnerUserInfo> {
  const row = await findPartnerUser(ctx.db, query);
  const mayRead = row && (isAdminLike(identity.role) || row.email === identity.email);
  if (!row || !mayRead) throw new AppError('noData');
  return {
    email: row.email,
    name: row.name,
    role: row.partnerRole,
    accountcode: row.accountCode,
    source: row.source,
    openid: row.openId,
    type: row.type,
  };
}

/** The local account of a partner user: created on first arrival, kept in step afterwards. */
async function localUserFor(ctx: AppContext, partner: PartnerUserRow): Promise<UserRow> {
  const email = partner.email.trim().toLowerCase();
  const now = ctx.now();
  const synced = {
    ...splitName(partner.name),
    role: partnerRoleFor(partner.partnerRole),
    accountType: 'kiv',
    accountCode: partner.accountCode,
  };
  const existing = await findUserByEmail(ctx.db, email);
  if (!existing) {
    const created = await insertUser(ctx.db, { email, ...synced, createdAt: now, updatedAt: now });
    const user = created ?? (await findUserByEmail(ctx.db, email));
    if (!user) throw new AppError('partnerKeyInvalid');
    return user;
  }
  // Only accounts the partner created follow the partner's directory; a storefront account
  // with the same email keeps its own role and code.
  if (existing.accountType !== 'kiv') return existing;
  return (await updateUser(ctx.db, existing.id, synced, now)) ?? existing;
}

/** Signs in the visitor a partner link (`?key=`) names; replies like Login. */
export async function partnerLogin(
  ctx: AppContext,
  key: string,
  clientAddress: string,
): Promise<SignedIn> {
  const now = ctx.now();
  // Like sign-in: only bad keys count against the address.
  await refuseExhaustedAddress(ctx, clientAddress);
  const link = await findPartnerLink(ctx.db, key);
  const partner =
    link && !(link.expiresAt && link.expiresAt.getTime() <= now.getTime())
      ? await findPartnerUser(ctx.db, link)
      : null;
  if (!partner) {
    await countAddressFailure(ctx, clientAddress);
    throw new AppError('partnerKeyInvalid');
  }
  const user = await localUserFor(ctx, partner);
  if (user.disabled) throw new AppError('accountDisabled');
  return startSession(ctx, user);
}
