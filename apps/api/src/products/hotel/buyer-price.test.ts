import { describe, expect, it } from 'vitest';
import type { HotelDetail, HotelRate } from '@travel/contracts/hotels';
import { buyerDetail, buyerDue, buyerRate, buyerSummary, stayCommission } from './buyer-price';

const rate = (roomCode: string, subtotal: number, taxes: number): HotelRate => ({
  roomCode,
  policy: 'refundable',
  breakfastIncluded: false,
  nightly: subtotal / 2,
  subtotal,
  taxes,
  total: subtotal + taxes,
  cancellationDeadline: null,
  roomsLeft: 3,
});

describe('hotel prices for the buyer', () => {
  it('takes the commission off the rooms before taxes, rounded to the cent', () => {
    expect(stayCommission(40_000, 5)).toBe(2_000);
    expect(stayCommission(33_300, 3)).toBe(999);
    expect(stayCommission(12_345, 5)).toBe(617); // 617.25
    expect(buyerRate(rate('DK-R', 40_000, 6_000), 5)).toMatchObject({
      total: 46_000,
      commission: 2_000,
    });
  });

  it('leaves a visitor’s and a customer’s prices exactly as the supplier gave them', () => {
    const gross = rate('DK-R', 40_000, 6_000);
    expect(buyerRate(gross, 0)).toBe(gross);
    expect(buyerRate(gross, 0)).not.toHaveProperty('commission');
    const summary = { roomCodeFrom: 'DK-R', totalFrom: 46_000 } as never;
    expect(buyerSummary(summary, 40_000, 0)).toBe(summary);
  });

  it('gives the list card and the hotel page the commission of their "from" rate', () => {
    expect(buyerSummary({ totalFrom: 46_000 } as never, 40_000, 3)).toMatchObject({
      totalFrom: 46_000,
      commissionFrom: 1_200,
    });
    const detail = {
      roomCodeFrom: 'QQ-N',
      rooms: [{ rates: [rate('DK-R', 40_000, 6_000)] }, { rates: [rate('QQ-N', 20_000, 3_000)] }],
    } as unknown as HotelDetail;
    const priced = buyerDetail(detail, 5);
    expect(priced.commissionFrom).toBe(1_000);
    expect(priced.rooms.flatMap((r) => r.rates.map((x) => x.commission))).toEqual([2_000, 1_000]);
  });

  it('takes the commission off the charge when booking first, the rest off the hotel’s bill', () => {
    // Prepaid: all of it now.
    expect(buyerDue({ subtotal: 40_000, dueNow: 46_000, dueAtHotel: 0 }, 5)).toEqual({
      commission: 2_000,
      commissionNow: 2_000,
      dueNow: 44_000,
      dueAtHotel: 0,
    });
    // A deposit smaller than the commission (a long stay): the deposit to 0, the rest later.
    expect(buyerDue({ subtotal: 400_000, dueNow: 15_000, dueAtHotel: 445_000 }, 5)).toEqual({
      commission: 20_000,
      commissionNow: 15_000,
      dueNow: 0,
      dueAtHotel: 440_000,
    });
    // A guarantee charges nothing now: the hotel's bill is after commission.
    expect(buyerDue({ subtotal: 40_000, dueNow: 0, dueAtHotel: 46_000 }, 3)).toEqual({
      commission: 1_200,
      commissionNow: 0,
      dueNow: 0,
      dueAtHotel: 44_800,
    });
    expect(buyerDue({ subtotal: 40_000, dueNow: 46_000, dueAtHotel: 0 }, 0)).toEqual({
      commission: 0,
      commissionNow: 0,
      dueNow: 46_000,
      dueAtHotel: 0,
    });
  });
});
