/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SUPPORT_PHONE?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SELLER_OF_TRAVEL?: string;
  readonly VITE_OFFERED_LOCALES?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_INSTAGRAM?: string;
  readonly VITE_SOCIAL_X?: string;
  readonly VITE_SOCIAL_YOUTUBE?: string;
  readonly VITE_DEMO_NOTICE?: string;
  readonly VITE_STOREFRONT_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
