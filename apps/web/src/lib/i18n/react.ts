import { use, useSyncExternalStore } from 'react';
import { DEFAULT_NAMESPACE } from './store';
import { i18n } from './instance';
import type { TFunction } from './translate';

const revision = () => i18n.revision;

/**
 * The translator of `namespace` (default `common`) in the current language, as react-i18next's
 * hook gave it: the component suspends until the namespace is loaded, re-renders when the
 * language changes, and `t` stays the same function until then (safe in effect and memo deps).
 */
export function useTranslation(namespace: string = DEFAULT_NAMESPACE): {
  t: TFunction;
  i18n: typeof i18n;
} {
  useSyncExternalStore(i18n.subscribe, revision, revision);
  i18n.noteUsed(namespace);
  if (!i18n.isLoaded([namespace])) use(i18n.loadNamespaces(namespace));
  return { t: i18n.getFixedT(namespace), i18n };
}
