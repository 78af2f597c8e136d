import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, mailSuppressions } from '@travel/db';
import { sendMail } from '../../lib/mail/send-mail';
import { createTestApp, type TestApp } from '../../test/test-app';

const unsubscribeUrl = (query: Record<string, string>) =>
  `/api/Mails/UnSubscribe?${new URLSearchParams(query).toString()}`;

describe('GET /api/Mails/UnSubscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const suppressions = () => t.ctx.db.select().from(mailSuppressions);

  it.each([
    ['no email', {}],
    ['an empty email', { email: '' }],
    ['a blank email', { email: '   ', refer: 'newsletter' }],
  ])('refuses %s with 400 emailAddressRequired and writes nothing', async (_name, query) => {
    const res = await t.app.inject({ method: 'GET', url: unsubscribeUrl(query) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'emailAddressRequired',
      msg: 'Email address required!',
      data: null,
    });
    expect(await suppressions()).toEqual([]);
  });

  it.each(['not-an-email', 'a@b', 'a b@example.com', '@example.com', `${'x'.repeat(250)}@ex.com`])(
    'refuses %s with 400 invalidEmailAddress and writes nothing',
    async (email) => {
      const res = await t.app.inject({ method: 'GET', url: unsubscribeUrl({ email }) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'invalidEmailAddress',
        msg: 'Invalid email address',
        data: null,
      });
      expect(await suppressions()).toEqual([]);
    },
  );

  it('refuses an over-long refer with 400 and writes nothing', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl({ email: 'ok@example.com', refer: 'r'.repeat(201) }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(1401);
    expect(await suppressions()).toEqual([]);
  });

  it('answers code 0 and records the address lower-cased, once', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl({ email: ' Traveller@Example.COM ', refer: 'newsletter' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 0, msg: 'success', data: null });

    const again = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl({ email: 'traveller@example.com', refer: 'promotion' }),
    });
    expect(again.json()).toEqual({ code: 0, msg: 'success', data: null });
    expect(await suppressions()).toEqual([
      { email: 'traveller@example.com', refer: 'newsletter', createdAt: expect.any(Date) },
    ]);
  });

  it('accepts an unsubscribe without refer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl({ email: 'no-refer@example.com' }),
    });
    expect(res.statusCode).toBe(200);
    const [row] = await t.ctx.db
      .select()
      .from(mailSuppressions)
      .where(eq(mailSuppressions.email, 'no-refer@example.com'));
    expect(row?.refer).toBeNull();
  });

  it('suppresses later mail to the address, except mail the person asked for', async () => {
    await t.app.inject({
      method: 'GET',
      url: unsubscribeUrl({ email: 'quiet@example.com', refer: 'newsletter' }),
    });
    const offer = await sendMail(t.ctx, {
      to: 'Quiet@Example.com',
      subject: 'Summer deals',
      text: 'Fares from $99',
      kind: 'newsletter',
    });
    expect(offer.status).toBe('suppressed');
    const code = await sendMail(t.ctx, {
      to: 'quiet@example.com',
      subject: 'Your verification code',
      text: 'Your code is 123456',
      kind: 'verification-code',
      requestedByRecipient: true,
    });
    expect(code.status).toBe('sent');
    const other = await sendMail(t.ctx, {
      to: 'loud@example.com',
      subject: 'Summer deals',
      text: 'Fares from $99',
      kind: 'newsletter',
    });
    expect(other.status).toBe('sent');

    const rows = await t.ctx.db
      .select({ id: mailOutbox.id, status: mailOutbox.status, sentAt: mailOutbox.sentAt })
      .from(mailOutbox);
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(offer.id)).toMatchObject({ status: 'suppressed', sentAt: null });
    expect(byId.get(code.id)).toMatchObject({ status: 'sent', sentAt: expect.any(Date) });
    expect(byId.get(other.id)?.status).toBe('sent');
  });
});

describe('local mailbox', () => {
  let t: TestApp;
  const ids: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    for (const [to, subject] of [
      ['ann@example.com', 'Your verification code'],
      ['bob@example.com', 'Welcome'],
      ['ANN@example.com', 'Your itinerary'],
    ] as const) {
      const result = await sendMail(t.ctx, {
        to,
        subject,
        text: `${subject} text`,
        html: `<p>${subject}</p>`,
        kind: 'verification-code',
      });
      ids.push(result.id);
      t.clock.advance(1000);
    }
  });
  afterAll(async () => t.close());

  it('lists what was sent, newest first, and is never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.map((m: { id: string }) => m.id)).toEqual([...ids].reverse());
    expect(data[0]).toEqual({
      id: ids[2],
      to: 'ann@example.com',
      subject: 'Your itinerary',
      text: 'Your itinerary text',
      html: '<p>Your itinerary</p>',
      kind: 'verification-code',
      status: 'sent',
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it('filters by recipient in any case and honours limit', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Mailbox?to=Ann@Example.com' });
    expect(res.json().data.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[0]]);
    const one = await t.app.inject({
      method: 'GET',
      url: '/api/Mailbox?to=ann@example.com&limit=1',
    });
    expect(one.json().data.map((m: { id: string }) => m.id)).toEqual([ids[2]]);
    const none = await t.app.inject({ method: 'GET', url: '/api/Mailbox?to=nobody@example.com' });
    expect(none.json().data).toEqual([]);
  });

  it('reads one message', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/Mailbox/${ids[1]}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids[1],
      to: 'bob@example.com',
      subject: 'Welcome',
    });
  });

  it('answers 404 for an unknown message and 400 for a malformed id or limit', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/api/Mailbox/${crypto.randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('notFound');
    for (const url of [
      '/api/Mailbox/x',
      '/api/Mailbox?limit=0',
      '/api/Mailbox?limit=101',
      '/api/Mailbox?limit=ten',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(1401);
    }
  });
});

describe('local mailbox when it must not exist', () => {
  it.each([
    ['in production mode', { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40) }],
    ['when SMTP is configured', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
    [
      'in production even with MAILBOX_PUBLIC=true',
      { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), MAILBOX_PUBLIC: 'true' },
    ],
    [
      'with SMTP even with MAILBOX_PUBLIC=true',
      { SMTP_URL: 'smtp://127.0.0.1:2525', MAILBOX_PUBLIC: 'true' },
    ],
  ])('answers 404 %s, for every request', async (_name, env) => {
    const t = await createTestApp(env);
    try {
      await t.ctx.db.insert(mailOutbox).values({
        toEmail: 'ann@example.com',
        subject: 'Your verification code',
        textBody: 'Your code is 123456',
        kind: 'verification-code',
        status: 'sent',
      });
      const [row] = await t.ctx.db.select({ id: mailOutbox.id }).from(mailOutbox);
      for (const url of [
        '/api/Mailbox',
        '/api/Mailbox?to=ann@example.com',
        `/api/Mailbox/${row!.id}`,
        '/api/Mailbox/not-a-uuid',
        '/api/Mailbox?limit=0',
      ]) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'notFound', data: null });
        expect(res.body).not.toContain('123456');
      }
    } finally {
      await t.close();
    }
  });
});

describe('local mailbox: only for the machine itself (issue 9 §1)', () => {
  let t: TestApp;
  let id: string;
  beforeAll(async () => {
    t = await createTestApp();
    const sent = await sendMail(t.ctx, {
      to: 'owner@example.com',
      subject: 'Reset your password',
      text: 'Your code is 654321',
      kind: 'verification-code',
    });
    id = sent.id;
  });
  afterAll(async () => t.close());

  const read = (remoteAddress: string, headers: Record<string, string> = {}) =>
    Promise.all(
      ['/api/Mailbox', `/api/Mailbox/${id}`, '/api/Mailbox?limit=0'].map((url) =>
        t.app.inject({ method: 'GET', url, remoteAddress, headers }),
      ),
    );

  it.each(['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1'])(
    'answers a request from %s (loopback)',
    async (address) => {
      const [list, one, bad] = await read(address);
      expect(list!.statusCode).toBe(200);
      expect(list!.body).toContain('654321');
      expect(one!.statusCode).toBe(200);
      expect(bad!.statusCode).toBe(400);
    },
  );

  it.each([
    ['another machine', '203.0.113.7', {}],
    ['an IPv6 machine', '2001:db8::7', {}],
    ['an IPv4-mapped machine', '::ffff:192.168.1.9', {}],
    [
      'a machine claiming loopback in X-Forwarded-For',
      '203.0.113.7',
      { 'x-forwarded-for': '127.0.0.1' },
    ],
    [
      'a visitor relayed by a proxy on this machine',
      '127.0.0.1',
      { 'x-forwarded-for': '203.0.113.7' },
    ],
    ['a visitor relayed with Forwarded', '127.0.0.1', { forwarded: 'for=203.0.113.7' }],
  ])('answers 404 to %s, before validating anything', async (_name, address, headers) => {
    for (const res of await read(address, headers)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'notFound', data: null });
      expect(res.body).not.toContain('654321');
    }
  });

  it('answers every address when MAILBOX_PUBLIC=true (a shared demo host)', async () => {
    const open = await createTestApp({ MAILBOX_PUBLIC: 'true' });
    try {
      const res = await open.app.inject({
        method: 'GET',
        url: '/api/Mailbox',
        remoteAddress: '203.0.113.7',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });

  it('refuses MAILBOX_PUBLIC values other than true or false', async () => {
    await expect(createTestApp({ MAILBOX_PUBLIC: 'yes' })).rejects.toThrow(/MAILBOX_PUBLIC/);
  });
});

describe('the /mailbox page (issue 9 §1)', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
    t = await createTestApp({}, { webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const page = (remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/mailbox?to=owner@example.com', remoteAddress });

  it('is the app shell for the machine itself', async () => {
    const res = await page('127.0.0.1');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>shell</title>');
  });

  it('is a 404 for another machine (the shell says the mailbox is not available)', async () => {
    const res = await page('203.0.113.7');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>shell</title>');
    // Another page is still served as usual.
    const other = await t.app.inject({ url: '/account', remoteAddress: '203.0.113.7' });
    expect(other.statusCode).toBe(200);
  });
});
