import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The newest 6-digit code the local mailbox (`GET /api/Mailbox`, loopback only) holds for an
 * address, waiting for it to arrive. Issue 9: a visitor's cancel or change needs the code sent
 * to the booking email, and the journeys read it as the traveller would.
 */
export async function readMailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/Mailbox', { params: { to: email, limit: 5 } });
        if (res.status() !== 200) return undefined;
        const messages = (await res.json()).data as { kind: string; text: string }[];
        const newest = messages.find((m) => m.kind === 'verification-code');
        code = newest?.text.match(/verification code is (\d{6})/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
