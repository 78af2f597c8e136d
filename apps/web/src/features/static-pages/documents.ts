import { DEFAULT_LANGUAGE } from '../../lib/language';
import type { StaticPageSlug } from './slugs';

/**
 * Static pages are language-specific documents (spec part 2 §2): a title and sections that are
 * paragraphs (`p`) or lists (`ul`), each with an optional heading. One JSON file per page and
 * locale under `content/<locale>/<slug>.json`, each its own chunk.
 */
export { STATIC_PAGE_SLUGS, type StaticPageSlug } from './slugs';

export type StaticSection =
  { type: 'p'; heading?: string; text: string } | { type: 'ul'; heading?: string; items: string[] };

export interface StaticDocument {
  title: string;
  /** ISO date the text was last revised. */
  updated: string;
  sections: StaticSection[];
}

const files = import.meta.glob<StaticDocument>('./content/*/*.json', { import: 'default' });

function loaderFor(language: string, slug: StaticPageSlug) {
  return files[`./content/${language}/${slug}.json`];
}

const cache = new Map<string, Promise<StaticDocument>>();

/**
 * The document for the current language, falling back to English when a translation is missing.
 * Promises are cached so React's `use()` sees the same one on every render.
 */
export function loadStaticDocument(
  language: string,
  slug: StaticPageSlug,
): Promise<StaticDocument> {
  const key = `${language}/${slug}`;
  let promise = cache.get(key);
  if (!promise) {
    const load = loaderFor(language, slug) ?? loaderFor(DEFAULT_LANGUAGE, slug);
    promise = load ? load() : Promise.reject(new Error(`No static document ${slug}`));
    // A failed chunk load should be retried on the next visit, not remembered.
    promise.catch(() => cache.delete(key));
    cache.set(key, promise);
  }
  return promise;
}

/** Replaces `{phone}` and `{email}` with the configured contact details. */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every document's files, for the test that checks each locale has each page. */
export const STATIC_DOCUMENT_PATHS = Object.keys(files);
