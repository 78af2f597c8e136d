/** Business constants and limits (spec part 1 §9, part 2 §9). */
export const BUILD_VERSION = '250617';

export const MAX_TRAVELLERS_PER_FLIGHT_BOOKING = 9;
export const COUNTER_LIMITS = {
  rooms: { min: 1, max: 9 },
  adults: { min: 1, max: 9 },
  children: { min: 0, max: 9 },
  /** Flights: lap infants, one per adult. */
  infants: { min: 0, max: 9 },
} as const;

export const PAYMENT_WINDOW_MINUTES = 30;
export const OFFER_LIFETIME_MINUTES = 30;

export const EMAIL_CODE_LENGTH = 6;
export const EMAIL_CODE_TTL_MINUTES = 10;
export const EMAIL_CODE_MAX_WRONG_TRIES = 5;
export const EMAIL_CODE_RESEND_SECONDS = 60;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
/**
 * Issue 9: the refresh token lives in an HttpOnly cookie scoped to the refresh call, which
 * needs this header (any non-empty value) as its CSRF guard: a cross-site page cannot add a
 * custom header without a CORS preflight the API never grants.
 */
export const REFRESH_PATH = '/api/Account/Refresh';
export const REFRESH_COOKIE_NAME = 'travel_refresh';
export const REFRESH_CSRF_HEADER = 'x-requested-with';
/**
 * Seconds in which a just-rotated refresh token is answered with the same new pair (two tabs
 * refreshing at once); presenting it later is reuse and ends the sign-in.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 10;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

export const LANGUAGE_KEEP_DAYS = 7;
export const LOCALES = ['en', 'es', 'vi', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
/** The language list offers English only (spec part 1 §1); the other locale files exist. */
export const OFFERED_LOCALES = ['en'] as const;
export const DEFAULT_LOCALE = 'en-US';
/** Locale mapping of the spec: Traditional Chinese and French appear in it too. */
export const LOCALE_MAPPING: Record<string, string> = {
  en: 'en-US',
  es: 'es-ES',
  vi: 'vi-VN',
  'zh-CN': 'zh-CN',
  'zh-TW': 'zh-TW',
  fr: 'fr-FR',
};

export const CURRENCIES = {
  USD: { code: 'USD', symbol: '$', minorUnits: 2 },
  CNY: { code: 'CNY', symbol: '¥', minorUnits: 2 },
} as const;
export type CurrencyCode = keyof typeof CURRENCIES;
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export const CURRENCY_RATES_MAX_AGE_HOURS = 12;

export const AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const AUTOCOMPLETE_POPUP_HEIGHT = 300;
export const GEOLOCATION_TIMEOUT_MS = 5000;
export const TOAST_LIFE_MS = 3000;
export const SKELETON_THROTTLE_MS = 300;
export const FAKE_LOADING_MS = 300;

/** A flight result shows "only N left" at this many seats or fewer. */
export const FEW_SEATS_THRESHOLD = 5;

export const CABIN_CODES = ['A', 'E', 'P', 'B', 'F'] as const;
export type CabinCode = (typeof CABIN_CODES)[number];
export const TRIP_TYPES = ['oneway', 'roundtrip', 'multicity'] as const;
export type TripType = (typeof TRIP_TYPES)[number];
export const FARE_CHANNEL_CODES = ['F', 'M', 'D', 'N', 'G'] as const;

export const DATE_FORMAT = 'MM/DD/YYYY';
export const TIME_FORMAT = 'HH:mm';

export const AD_POPUP_DELAY_MS = 1000;
export const AD_POPUP_COUNTDOWN_MS = 5000;
export const AD_POPUP_FLAG_MS = 10_800_000;

export const HOME_SECTION_TOP = 10;
export const NEWSROOM_PAGE_SIZE = 10;

export const FOOTER_FARE_NOTICE = {
  savingsUpToPercent: 30,
  advancePurchaseDays: 21,
  currency: 'USD',
} as const;

export const HTTP_TIMEOUTS_MS = [10_000, 30_000, 50_000, 100_000, 500_000] as const;
export const FLIGHT_CLIENT_TIMEOUT_MS = 100_000;
