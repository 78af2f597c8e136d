import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, mailSuppressions } from '@travel/db';
import { createTestApp, type TestApp } from '../../test/test-app';
import { headerOf, startTestSmtpServer, type TestSmtpServer } from '../../test/smtp-server';
import { sendMail } from './send-mail';

const rowOf = async (t: TestApp, id: string) =>
  (await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('sendMail over SMTP', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startTestSmtpServer({ rejectRecipients: ['nobody@example.com'] });
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Travel Outlet <no-reply@traveloutlet.test>',
      PUBLIC_URL: 'https://shop.traveloutlet.test',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a message by SMTP and marks the outbox row sent', async () => {
    const result = await sendMail(t.ctx, {
      to: ' Ann@Example.com ',
      subject: 'Your verification code',
      text: 'Your code is 482913. It is valid for 10 minutes.',
      html: '<p>Your code is <b>482913</b>.</p>',
      kind: 'verification-code',
      requestedByRecipient: true,
    });
    expect(result.status).toBe('sent');
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.from).toBe('no-reply@traveloutlet.test');
    expect(mail!.to).toEqual(['ann@example.com']);
    expect(headerOf(mail!.raw, 'Subject')).toBe('Your verification code');
    expect(headerOf(mail!.raw, 'To')).toBe('ann@example.com');
    expect(headerOf(mail!.raw, 'Content-Type')).toContain('multipart/alternative');
    expect(mail!.raw).toContain('Your code is 482913.');
    expect(mail!.raw).toContain('<b>482913</b>');
    // Mail the person asked for carries no unsubscribe link.
    expect(headerOf(mail!.raw, 'List-Unsubscribe')).toBeUndefined();

    expect(await rowOf(t, result.id)).toMatchObject({
      toEmail: 'ann@example.com',
      status: 'sent',
      sentAt: expect.any(Date),
      error: null,
    });
  });

  it('adds a List-Unsubscribe link to mail the person did not ask for', async () => {
    smtp.messages.length = 0;
    const result = await sendMail(t.ctx, {
      to: 'bob@example.com',
      subject: 'Fares to Lisbon',
      text: 'From $399 return.',
      kind: 'newsletter',
    });
    expect(result.status).toBe('sent');
    const header = headerOf(smtp.messages[0]!.raw, 'List-Unsubscribe');
    expect(header).toBe(
      '<https://shop.traveloutlet.test/unsubscribe?email=bob%40example.com&refer=newsletter>',
    );
  });

  it('sends nothing to an unsubscribed address and records it as suppressed', async () => {
    smtp.messages.length = 0;
    await t.ctx.db.insert(mailSuppressions).values({ email: 'quiet@example.com' });
    const result = await sendMail(t.ctx, {
      to: 'QUIET@example.com',
      subject: 'Fares to Lisbon',
      text: 'From $399 return.',
      kind: 'newsletter',
    });
    expect(result.status).toBe('suppressed');
    expect(smtp.messages).toHaveLength(0);
    expect(await rowOf(t, result.id)).toMatchObject({ status: 'suppressed', sentAt: null });
  });

  it('records a refused recipient as failed without throwing', async () => {
    smtp.messages.length = 0;
    const result = await sendMail(t.ctx, {
      to: 'nobody@example.com',
      subject: 'Your itinerary',
      text: 'LAX → SFO',
      kind: 'itinerary',
    });
    expect(result.status).toBe('failed');
    expect(smtp.messages).toHaveLength(0);
    const row = await rowOf(t, result.id);
    expect(row).toMatchObject({ status: 'failed', sentAt: null });
    expect(row!.error).toMatch(/550/);
  });
});

describe('sendMail when the SMTP server is unreachable', () => {
  it('records the message as failed', async () => {
    const gone = await startTestSmtpServer();
    await gone.close();
    const t = await createTestApp({ SMTP_URL: gone.url });
    try {
      const result = await sendMail(t.ctx, {
        to: 'ann@example.com',
        subject: 'Welcome',
        text: 'Welcome aboard',
        kind: 'welcome',
      });
      expect(result.status).toBe('failed');
      const row = await rowOf(t, result.id);
      expect(row).toMatchObject({ status: 'failed', sentAt: null });
      expect(row!.error).toMatch(/ECONNREFUSED/);
    } finally {
      await t.close();
    }
  });
});

describe('sendMail without SMTP', () => {
  it('keeps the message in the outbox as sent to the local mailbox', async () => {
    const t = await createTestApp();
    try {
      const result = await sendMail(t.ctx, {
        to: 'ann@example.com',
        subject: 'Welcome',
        text: 'Welcome aboard',
        kind: 'welcome',
      });
      expect(result.status).toBe('sent');
      expect(await rowOf(t, result.id)).toMatchObject({
        toEmail: 'ann@example.com',
        subject: 'Welcome',
        textBody: 'Welcome aboard',
        htmlBody: null,
        kind: 'welcome',
        status: 'sent',
      });
    } finally {
      await t.close();
    }
  });
});
