import { useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE, type I18nStore } from './store';
import type { TFunction } from './translate';

/**
 * The `useTranslation` hook of a store (index.ts makes the app's; tests make their own): the
 * translator of `namespace` (default `common`) in the current language, as react-i18next's hook
 * gave it. The component suspends until the namespace is loaded, re-renders when the language
 * changes, and `t` stays the same function until then (safe in effect and memo deps). Every
 * namespace asked for is noted (the build's prerender writes them into the page).
 */
export function translationHook(store: I18nStore) {
  const revision = () => store.revision;
  return function useTranslation(namespace: string = DEFAULT_NAMESPACE): {
    t: TFunction;
    i18n: I18nStore;
  } {
    useSyncExternalStore(store.subscribe, revision, revision);
    store.noteUsed(namespace);
    // Thrown, not `use`d: React retries a thrown promise's boundary in every environment (in
    // tests `use` never retried a render made outside `act`), as react-i18next did.
    if (!store.isLoaded([namespace])) throw store.loadNamespaces(namespace);
    return { t: store.getFixedT(namespace), i18n: store };
  };
}
