import { describe, expect, it } from 'vitest';
import { referenceCatalog } from '../../lib/reference-catalog';
import { CRUISE_ROUTES } from './cruise-routes';
import { CABINS, SHIPS, TOUR_OPERATORS } from './operators';
import { SimulatedTourSupplier } from './simulated-tours';
import { TOUR_CITIES } from './tour-places';
import { CABIN_WORDS_ZH, OPERATOR_NAMES_ZH, PLACE_NAMES_ZH, SHIP_NAMES_ZH } from './tour-places-zh';

const CJK = /[\u3400-\u9fff]/;
/** Latin letters left in a Chinese text mean a name missing from the tables. */
const LATIN_WORD = /[A-Za-z]{3,}/;

describe('the catalogue in Chinese', () => {
  it('every place, dish, sea, ship, operator and cabin of the catalogue has a Chinese name', () => {
    const names = [
      ...TOUR_CITIES.flatMap((c) => [c.name, c.taste, ...c.places]),
      ...CRUISE_ROUTES.flatMap((r) => [r.name, r.waters, ...r.ports]),
    ];
    expect(names.filter((n) => !PLACE_NAMES_ZH[n])).toEqual([]);
    expect(SHIPS.filter((s) => !SHIP_NAMES_ZH[s.name])).toEqual([]);
    expect(TOUR_OPERATORS.filter((o) => !OPERATOR_NAMES_ZH[o.name])).toEqual([]);
    expect(CABINS.filter((c) => !CABIN_WORDS_ZH[c.name] || !CABIN_WORDS_ZH[c.beds])).toEqual([]);
  });

  it('every tour has Chinese texts for the same ids and days as the English catalogue', () => {
    const supplier = new SimulatedTourSupplier(referenceCatalog().catalog);
    const english = supplier.catalogue({ from: '2027-03-01', months: 1 }).tours;
    const zh = supplier.translation('zh');
    expect([...zh.tours.keys()].sort()).toEqual(english.map((t) => t.id).sort());
    for (const tour of english) {
      const t = zh.tours.get(tour.id)!;
      const texts = [
        t.name,
        t.cityName,
        t.summary,
        t.overview,
        ...t.highlights,
        ...t.itinerary.flatMap((d) => [d.title, d.description, ...d.places, d.overnight ?? '']),
      ].filter(Boolean);
      for (const text of texts) {
        expect(text, `${tour.id}: ${text}`).toMatch(CJK);
        expect(text, `${tour.id}: ${text}`).not.toMatch(LATIN_WORD);
      }
      expect(t.itinerary.map((d) => d.day)).toEqual(tour.itinerary.map((d) => d.day));
      expect(t.highlights).toHaveLength(tour.highlights.length);
    }
  });
});
