import { tokenize } from '../text';

/**
 * Where a token came from. A match on a code or the main name counts fully; a match on a
 * secondary name (an airport's own name) or on the country costs a little, so "par" puts the
 * airports of Paris above an airport whose name merely contains "Park".
 */
export const FIELD = { code: 0, primary: 1, secondary: 2, country: 3, otherCode: 4 } as const;
export type Field = (typeof FIELD)[keyof typeof FIELD];
const FIELD_PENALTY = [0, 0, 0.6, 1.5, 0] as const;

/** An exact code ("LAX", "NYC") always comes first; an entry's own code before a code it shares. */
const EXACT_CODE_BONUS = 1000;
const EXACT_OTHER_CODE_BONUS = 500;
/** A whole word typed out beats a word that only starts with it. */
const WHOLE_WORD_BONUS = 0.25;

export interface IndexEntryInput {
  /** Higher ranks first when the match is equally good (size, population). */
  score: number;
  /**
   * Codes matched exactly, upper or lower case: the entry's own code first (IATA airport
   * code), then codes it shares with others (its metro code).
   */
  codes: string[];
  /** Texts to index, each tokenised and folded, with the field it belongs to. */
  texts: { text: string; field: Field }[];
}

export interface PrefixIndexOptions {
  /** Single-word prefixes up to this many characters are answered from a precomputed list. */
  precomputeDepth?: number;
  /** Length of the precomputed lists, i.e. the largest `limit` served without a range scan. */
  topK?: number;
  /** Words not worth indexing ("international", "airport"). */
  stopWords?: ReadonlySet<string>;
}

/**
 * Autocomplete over a fixed set of entries without looking at every entry per keystroke.
 * Tokens are kept in one sorted array, so the tokens starting with a prefix form one range
 * found by binary search; only entries in that range are scored. Short one-word prefixes (the
 * ones with the biggest ranges) are answered from lists computed when the index is built.
 */
export class PrefixIndex {
  private readonly tokens: string[];
  private readonly tokenEntry: Int32Array;
  private readonly tokenField: Uint8Array;
  private readonly entryTokens: string[][];
  private readonly entryScore: Float64Array;
  private readonly precomputed = new Map<string, Int32Array>();
  private readonly depth: number;
  private readonly topK: number;
  // Scratch space reused by every query (queries run one at a time on Node's one thread).
  private readonly seen: Int32Array;
  private readonly best: Float64Array;
  private stamp = 0;

  constructor(entries: IndexEntryInput[], options: PrefixIndexOptions = {}) {
    this.depth = options.precomputeDepth ?? 3;
    this.topK = options.topK ?? 10;
    const stopWords = options.stopWords ?? new Set<string>();
    const rows: { token: string; entry: number; field: Field }[] = [];
    // Country names repeat on every airport of the country: fold each text once.
    const folded = new Map<string, string[]>();
    const tokensOf = (text: string): string[] => {
      let tokens = folded.get(text);
      if (!tokens) {
        tokens = tokenize(text);
        folded.set(text, tokens);
      }
      return tokens;
    };
    this.entryTokens = [];
    this.entryScore = new Float64Array(entries.length);
    entries.forEach((entry, id) => {
      this.entryScore[id] = entry.score;
      const own = new Set<string>();
      const add = (token: string, field: Field) => {
        // One row per token and entry: the best field (lowest number) is listed first.
        if (own.has(token)) return;
        own.add(token);
        rows.push({ token, entry: id, field });
      };
      entry.codes.forEach((code, position) =>
        add(code.toLowerCase(), position === 0 ? FIELD.code : FIELD.otherCode),
      );
      const texts = [...entry.texts].sort((a, b) => a.field - b.field);
      for (const { text, field } of texts) {
        for (const token of tokensOf(text)) {
          if (field === FIELD.secondary && stopWords.has(token)) continue;
          add(token, field);
        }
      }
      this.entryTokens.push([...own]);
    });
    rows.sort((a, b) => (a.token < b.token ? -1 : a.token > b.token ? 1 : a.entry - b.entry));
    this.tokens = rows.map((row) => row.token);
    this.tokenEntry = Int32Array.from(rows, (row) => row.entry);
    this.tokenField = Uint8Array.from(rows, (row) => row.field);
    this.seen = new Int32Array(entries.length);
    this.best = new Float64Array(entries.length);
    this.precompute();
  }

  get size(): number {
    return this.entryScore.length;
  }

  /** Entry ids best first, at most `limit`. */
  search(query: string, limit = this.topK): number[] {
    const words = tokenize(query);
    if (words.length === 0 || limit <= 0) return [];
    const [only] = words;
    if (
      words.length === 1 &&
      only !== undefined &&
      only.length <= this.depth &&
      limit <= this.topK
    ) {
      const hit = this.precomputed.get(only);
      return hit ? Array.from(hit.subarray(0, limit)) : [];
    }
    return this.scan(words, limit);
  }

  private precompute(): void {
    const prefixes = new Set<string>();
    for (const token of this.tokens) {
      for (let length = 1; length <= Math.min(this.depth, token.length); length += 1) {
        prefixes.add(token.slice(0, length));
      }
    }
    for (const prefix of prefixes) {
      this.precomputed.set(prefix, Int32Array.from(this.scan([prefix], this.topK)));
    }
  }

  /** First index whose token is >= `prefix`. */
  private lowerBound(prefix: string): number {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.tokens[middle] as string) < prefix) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  private matchesAll(entry: number, words: string[], skip: number): boolean {
    const own = this.entryTokens[entry] as string[];
    return words.every(
      (word, index) => index === skip || own.some((token) => token.startsWith(word)),
    );
  }

  /** Scores the entries in the token range of the longest word, keeping the best `limit`. */
  private scan(words: string[], limit: number): number[] {
    let driver = 0;
    words.forEach((word, index) => {
      if (word.length > (words[driver] as string).length) driver = index;
    });
    const prefix = words[driver] as string;
    const whole = words.length === 1 ? prefix : undefined;
    this.stamp += 1;
    const stamp = this.stamp;
    const found: number[] = [];
    for (let i = this.lowerBound(prefix); i < this.tokens.length; i += 1) {
      const token = this.tokens[i] as string;
      if (!token.startsWith(prefix)) break;
      const entry = this.tokenEntry[i] as number;
      const field = this.tokenField[i] as Field;
      let score = (this.entryScore[entry] as number) - FIELD_PENALTY[field];
      if (token === prefix) score += WHOLE_WORD_BONUS;
      if (token === whole) {
        if (field === FIELD.code) score += EXACT_CODE_BONUS;
        else if (field === FIELD.otherCode) score += EXACT_OTHER_CODE_BONUS;
      }
      if (this.seen[entry] !== stamp) {
        if (words.length > 1 && !this.matchesAll(entry, words, driver)) continue;
        this.seen[entry] = stamp;
        this.best[entry] = score;
        found.push(entry);
      } else if (score > (this.best[entry] as number)) {
        this.best[entry] = score;
      }
    }
    return this.top(found, limit);
  }

  private top(found: number[], limit: number): number[] {
    const best = this.best;
    const order = (a: number, b: number) => (best[b] as number) - (best[a] as number) || a - b;
    if (found.length <= limit) return found.sort(order);
    // Partial selection: keep a sorted window of `limit` entries.
    const window: number[] = [];
    for (const entry of found) {
      if (window.length === limit && order(entry, window[limit - 1] as number) >= 0) continue;
      let at = window.length;
      while (at > 0 && order(entry, window[at - 1] as number) < 0) at -= 1;
      window.splice(at, 0, entry);
      if (window.length > limit) window.pop();
    }
    return window;
  }
}
