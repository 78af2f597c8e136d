import i18next, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LOCALES, type Locale } from '@travel/contracts/constants';
import enCommon from '../locales/en/common.json';
import { DEFAULT_LANGUAGE, currentLanguage, localeTagOf, setCurrentLanguage } from './language';

/**
 * i18next with one namespace per feature (`src/features/<feature>/locales/<lng>.json`, namespace
 * = folder name) plus the shared `common` namespace (`src/locales/<lng>/common.json`).
 * Only English `common` is in the first bundle; every other file is its own chunk, fetched when
 * a page asks for its namespace (react-i18next suspends until it arrives).
 */
type Loader = () => Promise<unknown>;

const shared = import.meta.glob<ResourceKey>(
  ['../locales/*/*.json', '!../locales/en/common.json'],
  {
    import: 'default',
  },
);
const features = import.meta.glob<ResourceKey>('../features/*/locales/*.json', {
  import: 'default',
});

const loaders = new Map<string, Loader>();
for (const [path, load] of Object.entries(shared)) {
  const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
  if (match) loaders.set(`${match[1]}/${match[2]}`, load);
}
for (const [path, load] of Object.entries(features)) {
  const match = /\/features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path);
  if (match) loaders.set(`${match[2]}/${match[1]}`, load);
}

/** Every namespace that has files, for tests and for preloading. */
export const NAMESPACES = [...new Set([...loaders.keys()].map((key) => key.split('/')[1]!))];

const lazyBackend: BackendModule = {
  type: 'backend',
  callbackApi: false,
  init() {},
  read(language: string, namespace: string) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) return Promise.resolve({});
    return load() as Promise<ResourceKey>;
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
    document.documentElement.lang = localeTagOf(language);
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
