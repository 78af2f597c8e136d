/**
 * The translation lookup itself, shared by the browser app (store.ts) and the server's page fill
 * (app/prerender/page-fill.ts, bundled for Node): no React, no DOM. It does what the app's
 * strings need and i18next did for them: `ns:key` and `{ ns }`, nested keys (`a.b.c`), plurals
 * by suffix (`_one`, `_other`, ..., `_ordinal_two` with `ordinal: true`, `_zero` for 0) from
 * Intl.PluralRules, `{{name}}` and `{{count, number}}` interpolation without escaping (React
 * escapes), `defaultValue`, the fallback language, and the key itself for a missing text.
 */

/** One namespace's texts: the JSON file, nested objects of strings. */
export interface Resource {
  [key: string]: string | Resource;
}

/** Options of a lookup; every other property fills the `{{name}}` placeholder of that name. */
export interface TOptions {
  /** The namespace, when not the translator's own (a `ns:` prefix of the key wins). */
  ns?: string;
  /** Chooses the plural form (`key_one`, `key_other`, ...) and fills `{{count}}`. */
  count?: number;
  /** With `count`: the ordinal forms (`key_ordinal_one`, `_two`, `_few`, `_other`). */
  ordinal?: boolean;
  /** The text when no language has the key (interpolated too); else the key is returned. */
  defaultValue?: string;
  // i18next options this module does not do: code written against i18next fails to compile here
  // instead of silently getting a plain string (add the feature to this file when a text needs it).
  returnObjects?: never;
  context?: never;
  keyPrefix?: never;
  lng?: never;
  [variable: string]: unknown;
}

/** A translator bound to a language and a namespace (what `useTranslation` hands out). */
export type TFunction = (key: string, options?: TOptions) => string;

/** The texts of a language's namespace, or undefined while it is not loaded. */
export type ResourceLookup = (language: string, namespace: string) => Resource | undefined;

export interface Translator {
  /** The language first, then the fallback (English) unless it is the language itself. */
  languages: readonly string[];
  namespace: string;
  lookup: ResourceLookup;
}

const NAMESPACED_KEY = /^([\w-]+):(\S+)$/;
const PLACEHOLDER = /{{(.+?)}}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function pluralCategory(language: string, count: number, ordinal: boolean): string {
  const id = `${language}|${ordinal ? 'ordinal' : 'cardinal'}`;
  let rules = pluralRules.get(id);
  if (!rules) {
    rules = new Intl.PluralRules(language, { type: ordinal ? 'ordinal' : 'cardinal' });
    pluralRules.set(id, rules);
  }
  return rules.select(count);
}

function formatNumber(language: string, value: number): string {
  let format = numberFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language);
    numberFormats.set(language, format);
  }
  return format.format(value);
}

function textAt(resource: Resource | undefined, path: string): string | undefined {
  let node: string | Resource | undefined = resource;
  for (const part of path.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The keys to try in `language`, best first: i18next's order (`_zero` for a count of 0, the
 * plural form, for an ordinal also the plain category), then, unlike i18next, the language's own
 * `other` form (a Spanish million is CLDR's `many`, which the files do not have: i18next showed
 * the English text), then the bare key.
 */
function candidates(key: string, language: string, options: TOptions): string[] {
  const { count, ordinal = false } = options;
  if (typeof count !== 'number') return [key];
  const category = pluralCategory(language, count, ordinal);
  const form = ordinal ? `${key}_ordinal_` : `${key}_`;
  const keys: string[] = [];
  if (count === 0 && !ordinal) keys.push(`${key}_zero`);
  keys.push(`${form}${category}`);
  if (ordinal) keys.push(`${key}_${category}`);
  if (category !== 'other') keys.push(`${form}other`);
  keys.push(key);
  return keys;
}

/**
 * Fills `{{name}}` from `values`; `{{name, number}}` formats a number for `language`. A
 * placeholder without a value stays as it is (i18next's default), null and undefined aside.
 */
export function interpolate(text: string, values: TOptions, language: string): string {
  if (!text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (placeholder, inner: string) => {
    const [name = '', format] = inner.split(',').map((part) => part.trim());
    if (!(name in values) || values[name] === undefined) return placeholder;
    const value = values[name];
    if (value === null) return '';
    if (format === 'number' && typeof value === 'number') return formatNumber(language, value);
    return String(value);
  });
}

/** The text of `key` for the translator's language, or the fallback's, default or key. */
export function translate(translator: Translator, key: string, options: TOptions = {}): string {
  const named = NAMESPACED_KEY.exec(key);
  const namespace = named ? named[1]! : (options.ns ?? translator.namespace);
  const path = named ? named[2]! : key;
  const [first = 'en'] = translator.languages;
  for (const language of translator.languages) {
    const resource = translator.lookup(language, namespace);
    if (!resource) continue;
    for (const candidate of candidates(path, language, options)) {
      const text = textAt(resource, candidate);
      if (text !== undefined) return interpolate(text, options, language);
    }
  }
  // Formats follow the language asked for, even when its text is missing.
  return options.defaultValue === undefined
    ? path
    : interpolate(options.defaultValue, options, first);
}

/** A TFunction for a fixed language chain and namespace. */
export function fixedT(translator: Translator): TFunction {
  return (key, options) => translate(translator, key, options);
}
