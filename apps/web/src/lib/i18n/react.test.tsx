import { Suspense, useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { translationHook } from './react';
import { I18nStore } from './store';
import type { Resource, TFunction } from './translate';

const FILES: Record<string, Resource> = {
  'en/common': { title: 'Flights' },
  'en/feature': { heading: 'Your {{count}} trips', heading_one: 'Your trip' },
  'es/common': { title: 'Vuelos' },
  'es/feature': { heading_one: 'Tu viaje', heading_other: 'Tus {{count}} viajes' },
};

/** A store whose files arrive when the test says so (each request is one deferred load). */
function storeWithLoads(language = 'en') {
  const store = new I18nStore();
  const requested: string[] = [];
  const pending = new Map<string, { resolve: () => void; reject: () => void }>();
  store.configure(language, (lng, namespace) => {
    const id = `${lng}/${namespace}`;
    requested.push(id);
    return new Promise<Resource | undefined>((resolve, reject) => {
      pending.set(id, { resolve: () => resolve(FILES[id]), reject: () => reject(new Error(id)) });
    });
  });
  const settle = async (id: string, how: 'resolve' | 'reject' = 'resolve') => {
    await act(async () => pending.get(id)![how]());
  };
  return { store, requested, settle, useTranslation: translationHook(store) };
}

describe('useTranslation', () => {
  it('suspends until the namespace arrives, then shows its text', async () => {
    const { store, requested, settle, useTranslation } = storeWithLoads();
    function Heading() {
      const { t } = useTranslation('feature');
      return <h1>{t('heading', { count: 3 })}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Heading />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeVisible();
    expect(requested).toEqual(['en/feature']);
    await settle('en/feature');
    expect(await screen.findByRole('heading', { name: 'Your 3 trips' })).toBeVisible();
    expect(store.hasResourceBundle('en', 'feature')).toBe(true);
    expect(store.loadNamespaces('feature')).toBe(store.loadNamespaces('feature'));
  });

  it('shows the keys when a file cannot be fetched instead of waiting for ever', async () => {
    const { settle, useTranslation } = storeWithLoads();
    function Heading() {
      const { t } = useTranslation('feature');
      return <h1>{t('heading')}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Heading />
      </Suspense>,
    );
    await settle('en/feature', 'reject');
    expect(await screen.findByRole('heading', { name: 'heading' })).toBeVisible();
  });

  it('notes each namespace asked for, in the order first asked', () => {
    const { store, useTranslation } = storeWithLoads();
    store.addResourceBundle('en', 'common', FILES['en/common']!);
    store.addResourceBundle('en', 'feature', FILES['en/feature']!);
    function Page() {
      useTranslation('feature');
      useTranslation();
      useTranslation('feature');
      return null;
    }
    render(<Page />);
    expect(store.usedNamespaces()).toEqual(['feature', 'common']);
    store.resetUsedNamespaces();
    expect(store.usedNamespaces()).toEqual([]);
  });

  it('re-renders in a new language once its files are there, with a new t only then', async () => {
    const { store, requested, settle, useTranslation } = storeWithLoads();
    store.addResourceBundle('en', 'common', FILES['en/common']!);
    store.addResourceBundle('en', 'feature', FILES['en/feature']!);
    const translators: TFunction[] = [];
    function Page({ count }: { count: number }) {
      const { t } = useTranslation('feature');
      useEffect(() => void translators.push(t), [t]);
      return (
        <h1>
          {t('common:title')}: {t('heading', { count })}
        </h1>
      );
    }
    const view = render(
      <Suspense fallback={<p>loading</p>}>
        <Page count={1} />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Flights: Your trip' })).toBeVisible();
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Page count={2} />
      </Suspense>,
    );
    expect(screen.getByRole('heading', { name: 'Flights: Your 2 trips' })).toBeVisible();
    expect(translators).toHaveLength(1);

    let changed = false;
    const change = store.changeLanguage('es').then(() => (changed = true));
    expect(requested.sort()).toEqual(['es/common', 'es/feature']);
    await settle('es/common');
    expect(changed).toBe(false);
    // Still the old language while a file is on its way: no fallback in between.
    expect(screen.getByRole('heading', { name: 'Flights: Your 2 trips' })).toBeVisible();
    await settle('es/feature');
    await act(() => change);
    expect(store.language).toBe('es');
    expect(screen.getByRole('heading', { name: 'Vuelos: Tus 2 viajes' })).toBeVisible();
    expect(screen.queryByText('loading')).toBeNull();
    expect(translators).toHaveLength(2);
  });

  it('waits for the language and English before rendering in another language', async () => {
    const { requested, settle, useTranslation } = storeWithLoads('es');
    function Heading() {
      const { t } = useTranslation('feature');
      return <h1>{t('heading', { count: 1 })}</h1>;
    }
    render(
      <Suspense fallback={<p>loading</p>}>
        <Heading />
      </Suspense>,
    );
    expect(requested).toEqual(['es/feature', 'en/feature']);
    await settle('es/feature');
    expect(screen.getByText('loading')).toBeVisible();
    await settle('en/feature');
    expect(await screen.findByRole('heading', { name: 'Tu viaje' })).toBeVisible();
  });
});
