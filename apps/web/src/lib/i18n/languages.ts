import type { Resource } from './translate';

/**
 * Loaders of every translation file except English (English is mapped in index.ts, in the first
 * bundle), keyed `{language}/{namespace}`: a chunk fetched only when a visitor's language is not
 * English.
 */
const shared = import.meta.glob<Resource>(['./*/*.json', '!./en/*.json'], {
  import: 'default',
  base: '../../locales',
});
const features = import.meta.glob<Resource>(['./*/locales/*.json', '!./*/locales/en.json'], {
  import: 'default',
  base: '../../features',
});

export const otherLanguageLoaders = new Map<string, () => Promise<Resource>>();
for (const [path, load] of Object.entries(shared)) {
  const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match) otherLanguageLoaders.set(`${match[1]}/${match[2]}`, load);
}
for (const [path, load] of Object.entries(features)) {
  const match = /^\.\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
  if (match) otherLanguageLoaders.set(`${match[2]}/${match[1]}`, load);
}
