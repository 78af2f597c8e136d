import { describe, expect, it } from 'vitest';
import type { TFunction } from '../../../lib/i18n';
import { exchangePaths, isoToUs, parseDatesParam, validateNewDates } from './exchange-form';

const t = ((key: string, options?: { field?: string }) =>
  options?.field ? `${key}:${options.field}` : key) as unknown as TFunction;
const label = (index: number) => `trip${index}`;

describe('exchange form rules', () => {
  it('needs a date for every trip', () => {
    expect(validateNewDates([null, '2030-06-20'], '2030-06-01', t, label)).toEqual({
      0: 'form.emptyTip:trip0',
    });
  });

  it('refuses past dates and a trip departing before the one before it', () => {
    expect(validateNewDates(['2030-05-31', '2030-06-20'], '2030-06-01', t, label)).toEqual({
      0: 'form.pastDate',
    });
    expect(validateNewDates(['2030-06-20', '2030-06-19'], '2030-06-01', t, label)).toEqual({
      1: 'form.beforePrevious',
    });
    expect(validateNewDates(['2030-06-01', '2030-06-01'], '2030-06-01', t, label)).toEqual({});
  });

  it('carries dates in the URL as MM/DD/YYYY and reads only well-formed ones back', () => {
    const path = exchangePaths.search('TO12345678', [isoToUs('2030-06-20'), isoToUs('2030-06-27')]);
    const dates = new URL(path, 'http://x').searchParams.get('dates');
    expect(parseDatesParam(dates)).toEqual(['06/20/2030', '06/27/2030']);
    expect(parseDatesParam('2030-06-20')).toBeNull();
    expect(parseDatesParam(null)).toBeNull();
  });
});
