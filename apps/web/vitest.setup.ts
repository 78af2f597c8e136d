import '@testing-library/jest-dom/vitest';
import { afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { resetAppInitForTests } from './src/app/app-init';
import { resetCurrencyForTests } from './src/lib/currency';
import { initI18n } from './src/lib/i18n';
import { resetLanguageForTests } from './src/lib/language';
import { resetSessionForTests } from './src/lib/session';
import { mediaQueryList } from './src/test/media-query';

// jsdom lacks the layout APIs Mantine reads; these stubs behave like a wide desktop screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => mediaQueryList(query, false)),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};

// Lazy pages and translation chunks load through real dynamic imports; on a busy machine that
// can take longer than Testing Library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });

// Every namespace of the default language is loaded up front so components render their text
// synchronously in tests instead of suspending.
await initI18n({ preloadAll: true });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  // The in-memory copies of persisted state follow storage, so each test starts signed out,
  // in English and in US dollars.
  resetSessionForTests();
  resetLanguageForTests();
  resetCurrencyForTests();
  resetAppInitForTests();
});
