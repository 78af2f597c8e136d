/**
 * Where to go after signing in. Only same-site paths are followed, so a crafted
 * `/login?redirect=https://evil.example` cannot send a user elsewhere.
 */
export function safeRedirectTarget(raw: string | null | undefined, fallback = '/'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) {
    return fallback;
  }
  return raw;
}

/** The sign-in page URL that comes back to `pathWithSearch` afterwards. */
export function loginPathFor(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}
