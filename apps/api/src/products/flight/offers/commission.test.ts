import { describe, expect, it } from 'vitest';
import { ROLE } from '@travel/contracts';
import type { FareBrand } from '@travel/contracts/flights';
import {
  applyCommission,
  cabinAllowed,
  grossTotal,
  limitedCabin,
  singleAdultTotal,
  withinLimitAmount,
} from './commission';

const brand = (adultPrice: number, adultTax: number, childPrice = 0, childTax = 0): FareBrand => ({
  brandId: 'E-BASIC',
  type: 'BASIC',
  name: 'Basic',
  bookingClass: 'N',
  adultFarebasis: 'N21BS',
  adultPrice,
  adultTax,
  childPrice,
  childTax,
  adultTaxType: 0,
  childTaxType: 0,
  adultCommission: 0,
  childCommission: 0,
  infantPrice: 0,
  infantTax: 0,
  infantCommission: 0,
  totalPrice: 0,
  rules: {
    refundPenalty: 'non',
    changePenalty: 'non',
    endorsementPenalty: 'non',
    changeFeeCents: null,
    refundFeeCents: null,
  },
  baggage: [],
  carryOn: [],
  invoiceable: true,
  seatsRemaining: 9,
});

describe('commission', () => {
  it('comes off the base fare, not the taxes, per traveller, and out of the total', () => {
    const b = brand(20_000, 3_000, 15_000, 3_000);
    const agent = applyCommission(b, ROLE.agent, 2, 1);
    expect(agent.adultCommission).toBe(1_000);
    expect(agent.childCommission).toBe(750);
    expect(agent.totalPrice).toBe(2 * (23_000 - 1_000) + (18_000 - 750));
    expect(grossTotal(agent, 2, 1)).toBe(2 * 23_000 + 18_000);
    const consumer = applyCommission(b, ROLE.customer, 2, 1);
    expect(consumer.totalPrice).toBe(grossTotal(b, 2, 1));
    expect(applyCommission(brand(333, 0), ROLE.subagent, 1, 0).adultCommission).toBe(10);
  });
});

describe('LimitCabin and LimitAmount (spec §5)', () => {
  it('LimitCabin indexes A, E, P, B, F; 0 (A) means no limit', () => {
    expect(limitedCabin(0)).toBeNull();
    expect(limitedCabin(1)).toBe('E');
    expect(limitedCabin(2)).toBe('P');
    expect(limitedCabin(3)).toBe('B');
    expect(limitedCabin(4)).toBe('F');
    expect(limitedCabin(7)).toBeNull();
    expect(cabinAllowed(0, 'F')).toBe(true);
    expect(cabinAllowed(3, 'B')).toBe(true);
    expect(cabinAllowed(3, 'E')).toBe(false);
  });

  it('LimitAmount compares the single-adult total after commission; 0 means none', () => {
    const agent = applyCommission(brand(20_000, 3_000), ROLE.agent, 1, 0);
    expect(singleAdultTotal(agent)).toBe(22_000);
    expect(withinLimitAmount(0, agent)).toBe(true);
    expect(withinLimitAmount(22_000, agent)).toBe(true);
    expect(withinLimitAmount(21_999, agent)).toBe(false);
  });
});
