import { describe, expect, it } from 'vitest';
import { ageOn, expectedKind, kindAt, slotOf } from './traveller-kind';
import { applySavedTraveller, emptyPassenger, takenElsewhere } from './booking-values';

describe('traveller kinds by age on the travel date', () => {
  it('counts birthdays on the day, not the year', () => {
    expect(ageOn('2018-06-10', '2030-06-10')).toBe(12);
    expect(ageOn('2018-06-11', '2030-06-10')).toBe(11);
    expect(ageOn('2028-06-11', '2030-06-10')).toBe(1);
    expect(ageOn('2020-02-29', '2030-02-28')).toBe(9);
    expect(ageOn('nope', '2030-02-28')).toBeNull();
  });

  it('is adult from 12, child 2 to 11, infant under 2', () => {
    expect(kindAt(12)).toBe('ADT');
    expect(kindAt(17)).toBe('ADT');
    expect(kindAt(11)).toBe('CHD');
    expect(kindAt(2)).toBe('CHD');
    expect(kindAt(1)).toBe('INF');
  });

  it('expects adults first, then children', () => {
    expect([0, 1, 2].map((index) => expectedKind(index, 2))).toEqual(['ADT', 'ADT', 'CHD']);
    // Lap infants come after the children.
    expect([0, 1, 2, 3].map((index) => expectedKind(index, 1, 2))).toEqual([
      'ADT',
      'CHD',
      'CHD',
      'INF',
    ]);
    const party = { adults: 1, children: 2, infants: 1, childAges: [7, 4] };
    expect([0, 1, 2, 3].map((index) => slotOf(index, party))).toEqual([
      { kind: 'ADT', n: 1, age: null },
      { kind: 'CHD', n: 1, age: 7 },
      { kind: 'CHD', n: 2, age: 4 },
      { kind: 'INF', n: 1, age: null },
    ]);
  });
});

describe('saved travellers', () => {
  const grace = {
    id: '3f0c1a52-6d6e-4c1b-9a0e-7f2d5b8c9e01',
    firstName: 'Grace',
    middleName: 'Brewster',
    lastName: 'Hopper',
    birthday: '0001-01-01',
    gender: 'Female' as const,
    phoneNumber: null,
  };

  it('fill names and gender; an empty (year 0001) birthday keeps what was typed', () => {
    const filled = applySavedTraveller({ ...emptyPassenger(), birthday: '1990-01-01' }, grace);
    expect(filled).toMatchObject({
      frequentlyUser: grace.id,
      firstName: 'Grace',
      middleName: 'Brewster',
      lastName: 'Hopper',
      gender: 'Female',
      birthday: '1990-01-01',
    });
    expect(applySavedTraveller(filled, null).frequentlyUser).toBe('-1');
  });

  it('each fill one slot at a time', () => {
    const slots = [applySavedTraveller(emptyPassenger(), grace), emptyPassenger()];
    expect(takenElsewhere(slots, 1)).toEqual(new Set([grace.id]));
    expect(takenElsewhere(slots, 0)).toEqual(new Set());
  });
});
