/**
 * Text the API accepts can be stored: PostgreSQL `text` and `jsonb` cannot hold the NUL
 * character (U+0000), so a string carrying one would fail in SQL (a 500) instead of being
 * refused as bad input. Every request part is checked against this rule before its schema runs
 * (apps/api/src/plugins/input-guard.ts), and forms can use the same check.
 */
export const NUL_CHARACTER_MESSAGE = 'must not contain a NUL character';
export const TOO_DEEP_MESSAGE = 'is nested too deeply';
/** No contract nests anywhere near this; a deeper value is refused rather than walked. */
export const MAX_INPUT_DEPTH = 64;

const NUL = '\u0000';

export interface UnstorableText {
  path: (string | number)[];
  message: string;
}

/**
 * The first string (or object key) holding a NUL character in a parsed JSON-like value, or
 * undefined when there is none. Walks only objects, arrays and strings (numbers and booleans
 * are skipped), so a typical search query costs a handful of `includes` calls.
 */
export function findUnstorableText(value: unknown, depth = 0): UnstorableText | undefined {
  if (typeof value === 'string') {
    return value.includes(NUL) ? { path: [], message: NUL_CHARACTER_MESSAGE } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= MAX_INPUT_DEPTH) return { path: [], message: TOO_DEEP_MESSAGE };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUnstorableText(value[i], depth + 1);
      if (found) return { path: [i, ...found.path], message: found.message };
    }
    return undefined;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (key.includes(NUL)) return { path: [key], message: NUL_CHARACTER_MESSAGE };
    const found = findUnstorableText((value as Record<string, unknown>)[key], depth + 1);
    if (found) return { path: [key, ...found.path], message: found.message };
  }
  return undefined;
}
