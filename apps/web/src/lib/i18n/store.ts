import { fixedT, type Resource, type TFunction, type TOptions, type Translator } from './translate';

/** Fetches a language's namespace (a chunk of its own); undefined when it has no file. */
export type NamespaceLoader = (
  language: string,
  namespace: string,
) => Promise<Resource | undefined>;

/** The namespace `useTranslation()` and `i18n.t` use when none is named. */
export const DEFAULT_NAMESPACE = 'common';
const FALLBACK_LANGUAGE = 'en';

const idOf = (language: string, namespace: string) => `${language}/${namespace}`;

/**
 * The app's one translation store (what the i18next instance was): the texts loaded so far per
 * language and namespace, the current language, and who to tell when it changes. Namespaces
 * load on demand; a page's components wait for theirs (react.ts suspends on `loadNamespaces`).
 */
export class I18nStore {
  private resources = new Map<string, Resource>();
  private loads = new Map<string, Promise<void>>();
  private fixed = new Map<string, TFunction>();
  private listeners = new Set<() => void>();
  private loader: NamespaceLoader = () => Promise.resolve(undefined);
  private used = new Set<string>();
  private current = FALLBACK_LANGUAGE;
  /** Bumped on every language change: what `useTranslation` re-renders on. */
  revision = 0;

  get language(): string {
    return this.current;
  }

  /** Sets the language and the loader; before anything renders (lib/i18n/index.ts). */
  configure(language: string, loader: NamespaceLoader): void {
    this.current = language;
    this.loader = loader;
  }

  addResourceBundle(language: string, namespace: string, resource: Resource): void {
    this.resources.set(idOf(language, namespace), resource);
  }

  /** Whether `language`'s `namespace` has arrived (a file that failed to load counts too). */
  hasResourceBundle(language: string, namespace: string): boolean {
    return this.resources.has(idOf(language, namespace));
  }

  /** The language and then English: a text missing in a translation shows in English. */
  private chain(language: string): string[] {
    return language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE];
  }

  private loadOne(language: string, namespace: string): Promise<void> {
    const id = idOf(language, namespace);
    let load = this.loads.get(id);
    if (!load) {
      load = this.resources.has(id)
        ? Promise.resolve()
        : this.loader(language, namespace).then(
            (resource) => void this.resources.set(id, resource ?? {}),
            // As i18next did: a file that cannot be fetched leaves its keys showing rather than
            // a page waiting for ever.
            () => void this.resources.set(id, {}),
          );
      this.loads.set(id, load);
    }
    return load;
  }

  /** Whether every one of `namespaces` is there for `language` and its fallback. */
  isLoaded(namespaces: readonly string[], language = this.current): boolean {
    return this.chain(language).every((lng) =>
      namespaces.every((namespace) => this.resources.has(idOf(lng, namespace))),
    );
  }

  /**
   * Loads `namespaces` for `language` (default: the current one) and English. For the same
   * arguments the promise is the same object, as Suspense's `use` wants.
   */
  loadNamespaces(namespaces: string | readonly string[], language = this.current): Promise<void> {
    const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
    const loads = this.chain(language).flatMap((lng) =>
      list.map((namespace) => this.loadOne(lng, namespace)),
    );
    if (loads.length === 1) return loads[0]!;
    const id = `${language}|${list.join(',')}`;
    let all = this.loads.get(id);
    if (!all) {
      all = Promise.all(loads).then(() => undefined);
      this.loads.set(id, all);
    }
    return all;
  }

  /**
   * Switches the language once every namespace loaded so far is there in the new one too, so
   * the page re-renders in one go instead of falling back to its loading state.
   */
  async changeLanguage(language: string): Promise<void> {
    const loaded = new Set([...this.resources.keys()].map((id) => id.slice(id.indexOf('/') + 1)));
    await Promise.all(
      this.chain(language).flatMap((lng) => [...loaded].map((ns) => this.loadOne(lng, ns))),
    );
    if (language === this.current) return;
    this.current = language;
    this.revision += 1;
    for (const listener of this.listeners) listener();
  }

  /** A translator for the current language and `namespace`, the same function until it changes. */
  getFixedT(namespace: string = DEFAULT_NAMESPACE): TFunction {
    const id = idOf(this.current, namespace);
    let t = this.fixed.get(id);
    if (!t) {
      const translator: Translator = {
        languages: this.chain(this.current),
        namespace,
        lookup: (lng, ns) => this.resources.get(idOf(lng, ns)),
      };
      t = fixedT(translator);
      this.fixed.set(id, t);
    }
    return t;
  }

  /** `common` (or `options.ns`) in the current language; safe to pass around unbound. */
  t = (key: string, options?: TOptions): string => this.getFixedT()(key, options);

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * The namespaces components asked for since the last `resetUsedNamespaces`, in the order they
   * first did: the build's prerender writes them into the page, and the browser loads them
   * before it takes the page over (app/start.tsx).
   */
  usedNamespaces(): string[] {
    return [...this.used];
  }

  resetUsedNamespaces(): void {
    this.used.clear();
  }

  noteUsed(namespace: string): void {
    this.used.add(namespace);
  }
}
