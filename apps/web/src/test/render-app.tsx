/** A signed-in session as the Login call would return it. */
export const loginData = {
  id: '7d3c8a1e-3f0b-4c44-9b1a-2c7f0f2d9a10',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  LimitAmount: 0,
  LimitCabin: 0,
  role: 0 as const,
  userType: 0,
  accountCode: 'TRAVELOUTLET',
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900 as const,
};

/** A `{code, msg, data}` JSON reply for a mocked fetch. */
export function envelopeResponse(
  status: number,
  body: { code: number | string; msg: string; data: unknown },
): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}
