import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@travel/contracts/constants';
import enCommon from '../locales/en/common.json';
import { DEFAULT_LANGUAGE, currentLanguage, localeTagOf, setCurrentLanguage } from './language';

/**
 * i18next with one namespace per feature (`src/features/<feature>/locales/<lng>.json`, namespace
 * = folder name) plus shared namespaces (`src/locales/<lng>/<namespace>.json`, `common` first).
 * Only English `common` is in the first bundle; every other file is its own chunk, fetched when
 * a page asks for its namespace (react-i18next suspends until it arrives).
 */
type Loader = () => Promise<unknown>;

// English, the default and the only language offered (spec part 2 §2), is mapped here; the other
// languages' maps are a chunk of their own (i18n-languages.ts), fetched once by a visitor who
// chose one. `base` keeps the keys short: this map ships in the first bundle.
const englishShared = import.meta.glob<ResourceKey>(['./en/*.json', '!./en/common.json'], {
  import: 'default',
  base: '../locales',
});
const englishFeatures = import.meta.glob<ResourceKey>('./*/locales/en.json', {
  import: 'default',
  base: '../features',
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

/** Every namespace that has files (each has an English file), for tests and for preloading. */
export const NAMESPACES = ['common', ...english.keys()];

async function loaderFor(language: string, namespace: string): Promise<Loader | undefined> {
  if (language === 'en') return english.get(namespace);
  const { otherLanguageLoaders } = await import('./i18n-languages');
  return otherLanguageLoaders.get(`${language}/${namespace}`);
}

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  async read(language: string, namespace: string) {
    const load = await loaderFor(language, namespace);
    return load ? ((await load()) as ResourceKey) : {};
  },
} as BackendModule;

export const i18n = i18next;

let initialised: Promise<unknown> | null = null;

export function initI18n(options: { preloadAll?: boolean } = {}): Promise<unknown> {
  initialised ??= (async () => {
    const language = currentLanguage();
    await i18n
      .use(lazyBackend)
      .use(initReactI18next)
      .init({
        lng: language,
        fallbackLng: DEFAULT_LANGUAGE,
        supportedLngs: [...LOCALES],
        load: 'currentOnly',
        ns: ['common'],
        defaultNS: 'common',
        // English common ships in the first bundle; the backend fills in the rest.
        partialBundledLanguages: true,
        resources: { en: { common: enCommon } },
        interpolation: { escapeValue: false },
        react: { useSuspense: true },
      });
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
