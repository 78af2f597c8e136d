import { describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import { commissionOn, commissionPercent } from './commission';

describe('commission', () => {
  it('is 5 % for agents, 3 % for sub-agents, nothing for anyone else', () => {
    expect(commissionPercent(ROLE.agent)).toBe(5);
    expect(commissionPercent(ROLE.subagent)).toBe(3);
    for (const role of [ROLE.customer, ROLE.administrator, ROLE.superUser, null, undefined]) {
      expect(commissionPercent(role)).toBe(0);
    }
  });

  it('rounds to the nearest cent on the base price', () => {
    expect(commissionOn(10_000, 5)).toBe(500);
    expect(commissionOn(12_345, 3)).toBe(370); // 370.35
    expect(commissionOn(10_010, 5)).toBe(501); // 500.5 rounds up
    expect(commissionOn(10_000, 0)).toBe(0);
  });
});
