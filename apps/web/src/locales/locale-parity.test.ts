import { describe, expect, it } from 'vitest';
import { LOCALES } from '@travel/contracts/constants';

/**
 * All four locales carry identical keys in every namespace: the shared `common` one and each
 * feature's own (src/features/<feature>/locales/<lng>.json). A missing or extra key fails here.
 */
const shared = import.meta.glob<Record<string, unknown>>('./*/*.json', {
  eager: true,
  import: 'default',
});
const features = import.meta.glob<Record<string, unknown>>('../features/*/locales/*.json', {
  eager: true,
  import: 'default',
});

type Files = Map<string, Map<string, Record<string, unknown>>>;

function byNamespace(): Files {
  const namespaces: Files = new Map();
  const add = (namespace: string, locale: string, content: Record<string, unknown>) => {
    const entry = namespaces.get(namespace) ?? new Map<string, Record<string, unknown>>();
    entry.set(locale, content);
    namespaces.set(namespace, entry);
  };
  for (const [path, content] of Object.entries(shared)) {
    const [, locale, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (locale && namespace) add(namespace, locale, content);
  }
  for (const [path, content] of Object.entries(features)) {
    const [, namespace, locale] = /features\/([^/]+)\/locales\/([^/]+)\.json$/.exec(path) ?? [];
    if (locale && namespace) add(namespace, locale, content);
  }
  return namespaces;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

const namespaces = byNamespace();

describe('locale files', () => {
  it('include the shared common namespace and every feature namespace found', () => {
    expect(namespaces.has('common')).toBe(true);
    expect(namespaces.size).toBeGreaterThan(1);
  });

  for (const [namespace, files] of namespaces) {
    describe(namespace, () => {
      it('has a file for each of en, es, vi and zh-CN', () => {
        expect([...files.keys()].sort()).toEqual([...LOCALES].sort());
      });

      it('has the same keys in every locale, each a non-empty string', () => {
        const english = keysOf(files.get('en')).sort();
        for (const locale of LOCALES) {
          const content = files.get(locale);
          expect(keysOf(content).sort(), `${namespace}/${locale}`).toEqual(english);
          for (const key of english) {
            const text = key
              .split('.')
              .reduce<unknown>(
                (node, part) => (node as Record<string, unknown> | undefined)?.[part],
                content,
              );
            expect(typeof text === 'string' && text.trim().length > 0, `${locale}:${key}`).toBe(
              true,
            );
          }
        }
      });

      it('uses the same {{placeholders}} in every locale', () => {
        const english = files.get('en') ?? {};
        for (const key of keysOf(english)) {
          const pick = (content: unknown) =>
            String(
              key
                .split('.')
                .reduce<unknown>(
                  (node, part) => (node as Record<string, unknown> | undefined)?.[part],
                  content,
                ),
            )
              .match(/\{\{\s*\w+\s*\}\}/g)
              ?.sort() ?? [];
          for (const locale of LOCALES) {
            expect(pick(files.get(locale)), `${locale}:${key}`).toEqual(pick(english));
          }
        }
      });
    });
  }
});
