import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render';
import { NAMESPACES, changeLanguage, i18n } from '.';
import { STORAGE_KEYS } from '../storage';

describe('i18n', () => {
  afterEach(async () => {
    await changeLanguage('en');
  });

  it('finds the shared namespace and every feature namespace', () => {
    expect(NAMESPACES).toEqual(expect.arrayContaining(['common', 'static-pages']));
  });

  it('switches language at run time, loading that language’s files on demand', async () => {
    renderApp('/faq');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();

    await act(() => changeLanguage('es'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Preguntas frecuentes' }),
    ).toBeVisible();
    const banner = screen.getByRole('banner');
    expect(within(banner).getAllByRole('link', { name: 'Vuelos' }).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('es-ES');
    expect(i18n.hasResourceBundle('es', 'static-pages')).toBe(true);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.locale) ?? 'null')).toMatchObject({
      value: 'es-ES',
    });
  });
});
