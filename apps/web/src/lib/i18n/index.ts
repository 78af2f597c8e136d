import type { Locale } from '@travel/contracts/constants';
import enCommon from '../../locales/en/common.json';
import { DEFAULT_LANGUAGE, currentLanguage, localeTagOf, setCurrentLanguage } from '../language';
import { translationHook } from './react';
import { I18nStore } from './store';
import type { Resource } from './translate';

export { Trans } from './trans';
export type { TFunction, TOptions } from './translate';

/**
 * The app's translations (the small module of this folder, in place of i18next): one namespace
 * per feature (`src/features/<feature>/locales/<lng>.json`, namespace = folder name) plus shared
 * namespaces (`src/locales/<lng>/<namespace>.json`, `common` first). Only English `common` is in
 * the first bundle; every other file is its own chunk, fetched when a page asks for its
 * namespace (useTranslation suspends until it arrives).
 */
type Loader = () => Promise<Resource>;

// English, the default and the only language offered (spec part 2 §2), is mapped here; the other
// languages' maps are a chunk of their own (languages.ts), fetched once by a visitor who chose
// one. `base` keeps the keys short: this map ships in the first bundle.
const englishShared = import.meta.glob<Resource>(['./en/*.json', '!./en/common.json'], {
  import: 'default',
  base: '../../locales',
});
const englishFeatures = import.meta.glob<Resource>('./*/locales/en.json', {
  import: 'default',
  base: '../../features',
});

const english = new Map<string, Loader>();
for (const [path, load] of Object.entries(englishShared)) {
  const match = /^\.\/en\/([^/]+)\.json$/.exec(path);
  if (match) english.set(match[1]!, load);
}
for (const [path, load] of Object.entries(englishFeatures)) {
  const match = /^\.\/([^/]+)\/locales\/en\.json$/.exec(path);
  if (match) english.set(match[1]!, load);
}

/** The app's translation store (what the i18next instance was). */
export const i18n = new I18nStore();

/** The translator of a namespace for components (react.ts); suspends until it is loaded. */
export const useTranslation = translationHook(i18n);

/** Every namespace that has files (each has an English file), for tests and for preloading. */
export const NAMESPACES = ['common', ...english.keys()];

async function loadNamespace(language: string, namespace: string): Promise<Resource | undefined> {
  if (language === DEFAULT_LANGUAGE) return english.get(namespace)?.();
  const { otherLanguageLoaders } = await import('./languages');
  return otherLanguageLoaders.get(`${language}/${namespace}`)?.();
}

let initialised: Promise<void> | null = null;

export function initI18n(options: { preloadAll?: boolean } = {}): Promise<void> {
  initialised ??= (async () => {
    const language = currentLanguage();
    i18n.addResourceBundle(DEFAULT_LANGUAGE, 'common', enCommon);
    i18n.configure(language, loadNamespace);
    await i18n.loadNamespaces('common');
    // The build-time prerender (no document) runs this too.
    if (typeof document !== 'undefined') document.documentElement.lang = localeTagOf(language);
    if (options.preloadAll) await i18n.loadNamespaces(NAMESPACES);
  })();
  return initialised;
}

/** Switches the language, stores the choice for 7 days and updates `<html lang>`. */
export async function changeLanguage(language: Locale): Promise<void> {
  setCurrentLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = localeTagOf(language);
}
