/**
 * Text folding shared by the data build and the search index, so that a query typed without
 * accents ("sao paulo", "zurich") finds "São Paulo" and "Zürich".
 */

/** Letters that Unicode decomposition does not split into a base letter plus a mark. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŀ: 'l',
};
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');
const COMBINING_MARKS = /\p{M}+/gu;
const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** Lower-cases, strips accents and maps special letters: "Zürich-Łódź" → "zurich-lodz". */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter)
    .normalize('NFC');
}

/** Folded words of a text, split on anything that is not a letter or a digit. */
export function tokenize(text: string): string[] {
  return fold(text)
    .split(SEPARATORS)
    .filter((token) => token.length > 0);
}

/** A folded key for exact comparisons of names ("Montréal" and "Montreal" are equal). */
export function nameKey(text: string): string {
  return tokenize(text).join(' ');
}
