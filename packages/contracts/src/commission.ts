/**
 * Agent commission on a product's base price (not taxes), in percent: flights on the base fare,
 * hotels on the room's base price (spec part 1 §1, §6 and part 2 §1: agents see commission
 * prices; the amounts are ours, see docs/decisions.md). One table for every product.
 */
export const COMMISSION_PERCENT = { agent: 5, subagent: 3 } as const;
