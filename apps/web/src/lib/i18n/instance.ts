import { I18nStore } from './store';

/** The app's translation store (lib/i18n/index.ts sets it up). */
export const i18n = new I18nStore();
