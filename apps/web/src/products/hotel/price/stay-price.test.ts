import { describe, expect, it } from 'vitest';
import { shownStayPrice } from './stay-price';

describe('the hotel price shown', () => {
  it('gives an agent the gross, the commission and what the agency pays', () => {
    expect(shownStayPrice(46_000, 2_000, true)).toEqual({
      gross: 46_000,
      commission: 2_000,
      net: 44_000,
    });
  });

  it('shows the gross alone in client view, and to everyone without a commission', () => {
    const grossOnly = { gross: 46_000, commission: 0, net: 46_000 };
    expect(shownStayPrice(46_000, 2_000, false)).toEqual(grossOnly);
    expect(shownStayPrice(46_000, undefined, true)).toEqual(grossOnly);
    expect(shownStayPrice(46_000, undefined, false)).toEqual(grossOnly);
  });
});
