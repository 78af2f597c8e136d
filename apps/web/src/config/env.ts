import { LOCALES, OFFERED_LOCALES, type Locale } from '@travel/contracts/constants';

/**
 * The web app's configuration, read once from Vite's `VITE_*` variables at build time.
 * Everything has a working default so a fresh clone builds without an `.env` file.
 */
const raw = import.meta.env;

const text = (value: string | undefined, fallback: string): string => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
};

const optionalUrl = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
};

const localeList = (value: string | undefined): readonly Locale[] => {
  const wanted = (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item): item is Locale => (LOCALES as readonly string[]).includes(item));
  return wanted.length > 0 ? wanted : OFFERED_LOCALES;
};

export interface SocialLink {
  readonly id: 'facebook' | 'instagram' | 'x' | 'youtube';
  readonly label: string;
  readonly url: string;
}

const socialCandidates: ReadonlyArray<Omit<SocialLink, 'url'> & { url: string | undefined }> = [
  { id: 'facebook', label: 'Facebook', url: optionalUrl(raw.VITE_SOCIAL_FACEBOOK) },
  { id: 'instagram', label: 'Instagram', url: optionalUrl(raw.VITE_SOCIAL_INSTAGRAM) },
  { id: 'x', label: 'X', url: optionalUrl(raw.VITE_SOCIAL_X) },
  { id: 'youtube', label: 'YouTube', url: optionalUrl(raw.VITE_SOCIAL_YOUTUBE) },
];

export const env = {
  /** Same-origin by default: the API serves the built app, and Vite proxies /api in dev. */
  apiBaseUrl: text(raw.VITE_API_BASE_URL, ''),
  /** The advice phone line ({phone} in the spec's texts). */
  phone: text(raw.VITE_SUPPORT_PHONE, '+1 (800) 555-0199'),
  supportEmail: text(raw.VITE_SUPPORT_EMAIL, 'support@traveloutlet.example'),
  /** Seller-of-travel registration; the spec does not give the value. */
  sellerOfTravel: text(raw.VITE_SELLER_OF_TRAVEL, 'CST registration pending'),
  /** The language list offers English only (spec); a deployment may offer more. */
  offeredLocales: localeList(raw.VITE_OFFERED_LOCALES),
  /** Only links that are configured are shown; none configured hides the social column. */
  socialLinks: socialCandidates.filter((link): link is SocialLink => Boolean(link.url)),
  /**
   * The storefront's key for `POST /api/Book` and `/api/Payment` (`x-api-key`). It names this
   * storefront to the API, it is not a secret (it ships in the bundle); the default is the
   * API's development default.
   */
  storefrontApiKey: text(raw.VITE_STOREFRONT_API_KEY, 'travel-outlet-storefront-dev-key'),
  /** The embedded demo sells simulated inventory; the footer says so unless turned off. */
  showDemoNotice: raw.VITE_DEMO_NOTICE !== 'false',
} as const;
