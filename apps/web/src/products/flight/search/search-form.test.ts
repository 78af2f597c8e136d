import { describe, expect, it } from 'vitest';
import { allowedCabins, clampCabin } from './cabins';
import {
  addLeg,
  airport,
  changeTripType,
  criteriaFromValues,
  defaultSearchValues,
  formProblems,
  MAX_MULTICITY_LEGS,
  minLegDate,
  removeLeg,
  infantsNeedAdults,
  missingChildAges,
  setChildAge,
  setTravellers,
  travellerMax,
  updateLeg,
  type SearchFormValues,
} from './search-form';

const now = new Date(2026, 0, 15, 10, 0);

function multicity(): SearchFormValues {
  const values = changeTripType(defaultSearchValues(0, now), 'multicity');
  return updateLeg(updateLeg(values, 1, { to: airport('SEA') }), 1, { date: '2026-04-25' });
}

describe('flight search form rules', () => {
  it('defaults to a round trip LAX → SFO leaving in 3 months and back 7 days later', () => {
    const values = defaultSearchValues(0, now);
    expect(values.tripType).toBe('roundtrip');
    expect(values.legs).toEqual([{ from: airport('LAX'), to: airport('SFO'), date: '2026-04-15' }]);
    expect(values.returnDate).toBe('2026-04-22');
    expect([values.adults, values.children, values.cabin]).toEqual([1, 0, 'A']);
  });

  it('clears the round-trip dates when switching to round trip', () => {
    const oneway = changeTripType(defaultSearchValues(0, now), 'oneway');
    expect(oneway.legs[0]!.date).toBe('2026-04-15');
    const back = changeTripType(oneway, 'roundtrip');
    expect(back.legs[0]!.date).toBeNull();
    expect(back.returnDate).toBeNull();
    expect(back.legs[0]!.from).toEqual(airport('LAX'));
  });

  it('starts a new multi-city leg from the previous arrival, no earlier than its date', () => {
    const values = multicity();
    expect(values.legs[1]!.from).toEqual(airport('SFO'));
    expect(minLegDate(values, 1, '2026-01-15')).toBe('2026-04-15');
    const three = addLeg(values);
    expect(three.legs[2]).toEqual({ from: airport('SEA'), to: null, date: null });
    expect(minLegDate(three, 2, '2026-01-15')).toBe('2026-04-25');
    expect(minLegDate(three, 0, '2026-01-15')).toBe('2026-01-15');
  });

  it('removes legs after the first only, and stops adding at the cap', () => {
    const three = addLeg(multicity());
    expect(removeLeg(three, 0)).toBe(three);
    expect(removeLeg(three, 1).legs.map((leg) => leg.to?.code ?? null)).toEqual(['SFO', null]);
    let many = three;
    for (let i = 0; i < 10; i += 1) many = addLeg(many);
    expect(many.legs).toHaveLength(MAX_MULTICITY_LEGS);
  });

  it('clears later leg dates that an earlier change made impossible', () => {
    const values = updateLeg(multicity(), 0, { date: '2026-05-01' });
    expect(values.legs[1]!.date).toBeNull();
  });

  it('keeps at least one adult, no negative children and at most 9 travellers', () => {
    let values = defaultSearchValues(0, now);
    values = setTravellers(values, 'adults', 0);
    expect(values.adults).toBe(1);
    values = setTravellers(values, 'children', -1);
    expect(values.children).toBe(0);
    values = setTravellers(setTravellers(values, 'adults', 6), 'children', 5);
    expect([values.adults, values.children]).toEqual([6, 3]);
    expect(setTravellers(values, 'adults', 9).adults).toBe(6);
  });

  it('names every missing field, and a search only comes from a complete form', () => {
    const empty = changeTripType(
      changeTripType(defaultSearchValues(0, now), 'oneway'),
      'roundtrip',
    );
    expect(formProblems(empty)).toEqual([
      { leg: 0, field: 'date' },
      { leg: 0, field: 'returnDate' },
    ]);
    expect(criteriaFromValues(empty)).toBeNull();
    const legs = changeTripType(defaultSearchValues(0, now), 'multicity');
    expect(formProblems(legs)).toEqual([
      { leg: 1, field: 'to' },
      { leg: 1, field: 'date' },
    ]);
    const same = updateLeg(defaultSearchValues(0, now), 0, { to: airport('LAX') });
    expect(formProblems(same)).toEqual([{ leg: 0, field: 'sameAirport' }]);
    expect(criteriaFromValues(multicity())).toEqual({
      tripType: 'multicity',
      legs: [
        { departureAirport: 'LAX', destinationAirport: 'SFO', departureDate: '2026-04-15' },
        { departureAirport: 'SFO', destinationAirport: 'SEA', departureDate: '2026-04-25' },
      ],
      returnDate: null,
      adults: 1,
      children: 0,
      infants: 0,
      childAges: [],
      cabin: 'A',
    });
  });
});

describe('travellers: children with ages, lap infants (issue 13 §1)', () => {
  it('gives each child an age select, kept as children come and go, required to search', () => {
    let values = setTravellers(defaultSearchValues(0, now), 'children', 2);
    expect(values.childAges).toEqual([null, null]);
    expect(missingChildAges(values)).toEqual([0, 1]);
    expect(criteriaFromValues(values)).toBeNull();
    values = setChildAge(setChildAge(values, 0, 7), 1, 4);
    expect(missingChildAges(values)).toEqual([]);
    expect(criteriaFromValues(values)?.childAges).toEqual([7, 4]);
    // Ages outside 2–11 and children who are not there are refused.
    expect(setChildAge(values, 0, 1)).toBe(values);
    expect(setChildAge(values, 0, 12)).toBe(values);
    expect(setChildAge(values, 2, 5)).toBe(values);
    values = setTravellers(values, 'children', 3);
    expect(values.childAges).toEqual([7, 4, null]);
    values = setTravellers(values, 'children', 1);
    expect(values.childAges).toEqual([7]);
  });

  it('allows one lap infant per adult and says why the + is off', () => {
    let values = defaultSearchValues(0, now);
    expect(travellerMax(values, 'infants')).toBe(1);
    values = setTravellers(values, 'infants', 3);
    expect(values.infants).toBe(1);
    expect(infantsNeedAdults(values)).toBe(true);
    values = setTravellers(values, 'adults', 2);
    expect(infantsNeedAdults(values)).toBe(false);
    values = setTravellers(values, 'infants', 2);
    expect(values.infants).toBe(2);
    // Fewer adults: the infant without a lap goes.
    values = setTravellers(values, 'adults', 1);
    expect([values.adults, values.infants]).toEqual([1, 1]);
  });

  it('counts infants in the 9-traveller limit', () => {
    let values = setTravellers(defaultSearchValues(0, now), 'adults', 4);
    values = setTravellers(values, 'infants', 4);
    values = setTravellers(values, 'children', 5);
    expect([values.adults, values.children, values.infants]).toEqual([4, 1, 4]);
    expect(travellerMax(values, 'adults')).toBe(4);
    expect(travellerMax(values, 'children')).toBe(1);
    // Full: the + is off for the limit, not for want of an adult.
    expect(infantsNeedAdults(values)).toBe(false);
    const criteria = criteriaFromValues(setChildAge(values, 0, 9))!;
    expect(criteria).toMatchObject({ adults: 4, children: 1, infants: 4, childAges: [9] });
  });
});

describe('cabin limit (LimitCabin)', () => {
  it('offers every cabin for 0 and only the one cabin, never A, otherwise', () => {
    expect(allowedCabins(0)).toEqual(['A', 'E', 'P', 'B', 'F']);
    expect(allowedCabins(1)).toEqual(['E']);
    expect(allowedCabins(3)).toEqual(['B']);
    expect(allowedCabins(4)).toEqual(['F']);
    expect(clampCabin('A', 2)).toBe('P');
    expect(defaultSearchValues(3, now).cabin).toBe('B');
  });
});
