import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokenize } from '../text';
import { FIELD, PrefixIndex, type IndexEntryInput } from './prefix-index';

const letters = fc.constantFrom(...'abcdefgh'.split(''));
const word = fc.string({ unit: letters, minLength: 1, maxLength: 7 });
const code = fc.string({ unit: letters, minLength: 3, maxLength: 3 });
const entry: fc.Arbitrary<IndexEntryInput> = fc.record({
  score: fc.double({ min: 0, max: 10, noNaN: true }),
  codes: fc.array(code, { maxLength: 2 }),
  texts: fc.array(
    fc.record({
      text: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join(' ')),
      field: fc.constantFrom(FIELD.primary, FIELD.secondary, FIELD.country),
    }),
    { minLength: 1, maxLength: 3 },
  ),
});
const query = fc.array(fc.string({ unit: letters, minLength: 1, maxLength: 4 }), {
  minLength: 1,
  maxLength: 2,
});

/** Every word of an entry, codes included, the way the index sees them. */
const wordsOf = (input: IndexEntryInput): string[] => [
  ...input.codes.map((c) => c.toLowerCase()),
  ...input.texts.flatMap((t) => tokenize(t.text)),
];

describe('PrefixIndex', () => {
  it('returns only entries that match every query word, each once, at most limit', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        query,
        fc.integer({ min: 1, max: 10 }),
        (entries, words, limit) => {
          const index = new PrefixIndex(entries);
          const results = index.search(words.join(' '), limit);
          expect(results.length).toBeLessThanOrEqual(limit);
          expect(new Set(results).size).toBe(results.length);
          for (const id of results) {
            const own = wordsOf(entries[id] as IndexEntryInput);
            for (const w of words) expect(own.some((token) => token.startsWith(w))).toBe(true);
          }
        },
      ),
    );
  });

  it('finds something whenever some entry matches', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), query, (entries, words) => {
        const index = new PrefixIndex(entries);
        const anyMatch = entries.some((e) =>
          words.every((w) => wordsOf(e).some((token) => token.startsWith(w))),
        );
        expect(index.search(words.join(' ')).length > 0).toBe(anyMatch);
      }),
    );
  });

  it('ranks an entry whose code is exactly the query first', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 40 }), (entries) => {
        const index = new PrefixIndex(entries);
        for (const e of entries) {
          for (const c of e.codes) {
            const [first] = index.search(c.toUpperCase(), 5);
            expect(first).toBeDefined();
            expect(entries[first as number]?.codes.map((x) => x.toLowerCase())).toContain(
              c.toLowerCase(),
            );
          }
        }
      }),
    );
  });

  it('answers short prefixes from precomputed lists exactly as a range scan would', () => {
    fc.assert(
      fc.property(
        fc.array(entry, { maxLength: 40 }),
        fc.string({ unit: letters, minLength: 1, maxLength: 3 }),
        (entries, prefix) => {
          const precomputed = new PrefixIndex(entries, { precomputeDepth: 3 });
          const scanning = new PrefixIndex(entries, { precomputeDepth: 0 });
          expect(precomputed.search(prefix)).toEqual(scanning.search(prefix));
        },
      ),
    );
  });

  it('prefers the higher score, less a penalty for matching only the country', () => {
    const index = new PrefixIndex([
      { score: 1, codes: [], texts: [{ text: 'Springfield', field: FIELD.primary }] },
      { score: 5, codes: [], texts: [{ text: 'Springs', field: FIELD.primary }] },
      { score: 6, codes: [], texts: [{ text: 'Spring Hill', field: FIELD.country }] },
    ]);
    expect(index.search('spr')).toEqual([1, 2, 0]);
    expect(index.search('springf')).toEqual([0]);
    expect(index.search('')).toEqual([]);
  });

  it('skips stop words of secondary texts', () => {
    const index = new PrefixIndex(
      [
        {
          score: 1,
          codes: ['abc'],
          texts: [{ text: 'Foo International Airport', field: FIELD.secondary }],
        },
      ],
      { stopWords: new Set(['international', 'airport']) },
    );
    expect(index.search('intern')).toEqual([]);
    expect(index.search('foo')).toEqual([0]);
  });
});
