import { ROLE, type Role } from '@travel/contracts';
import { COMMISSION_PERCENT } from '@travel/contracts/commission';

/**
 * The one commission formula of every product (spec part 1 §5, §6; part 2 §1): agents and
 * sub-agents earn a percent of the base price (a flight's base fare, a room's price before
 * taxes), everyone else nothing. Search, detail, booking and refunds all round through here,
 * so a price shown is the price charged.
 */

/** Commission percent of a role: agent 5, sub-agent 3, everyone else 0. */
export function commissionPercent(role: Role | null | undefined): number {
  if (role === ROLE.agent) return COMMISSION_PERCENT.agent;
  if (role === ROLE.subagent) return COMMISSION_PERCENT.subagent;
  return 0;
}

/** Commission in cents on a base price, rounded to the cent the same way everywhere. */
export const commissionOn = (baseCents: number, percent: number): number =>
  Math.round((baseCents * percent) / 100);
