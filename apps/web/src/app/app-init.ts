import type { LoginData } from '@travel/contracts/accounts';
import { apiFetch, resumeSession } from '../lib/api-client';
import { errorMessage } from '../lib/error-message';
import { i18n, initI18n } from '../lib/i18n';
import { notifyError } from '../lib/notify';
import { startSession } from '../lib/session';

/**
 * Everything that must be done before the first page renders (spec §2: "the app is initialised
 * first"): translations loaded and, for a visitor arriving by a partner link, the partner
 * sign-in. A returning signed-in visitor's access token (memory only, issue 9) is fetched
 * through the refresh cookie alongside, without holding up the first render. The version check runs even earlier, in main.tsx, before anything reads storage.
 */
let initialising: Promise<void> | null = null;

async function partnerSignIn(key: string): Promise<void> {
  try {
    const data = await apiFetch<LoginData>('/api/Account/PartnerLogin', {
      method: 'POST',
      body: { key },
    });
    startSession(data);
  } catch (error) {
    notifyError(errorMessage(error, i18n.t));
  }
}

export function initialiseApp(url: URL): Promise<void> {
  initialising ??= (async () => {
    const key = url.searchParams.get('key');
    if (!key) void resumeSession();
    await initI18n();
    if (key) await partnerSignIn(key);
  })();
  return initialising;
}

/** Tests only. */
export function resetAppInitForTests(): void {
  initialising = null;
}
