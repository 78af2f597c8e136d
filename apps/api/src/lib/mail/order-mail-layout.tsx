import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailAttachment } from './send-mail';

/**
 * The frame of every order mail's HTML part (issue 13 §5), made with React Email's components:
 * table layout (`role="presentation"`), every style inline, 600 px wide at most. React escapes
 * every value, so names and requests typed by travellers are text, never markup.
 *
 * Colours are explicit on every block (no transparent text on a client's own background), pass
 * WCAG AA in light mode, and have a dark set: `prefers-color-scheme` (Apple Mail, iOS, Outlook
 * for Mac) and Outlook.com's `[data-ogsc]`/`[data-ogsb]` selectors swap them; clients that invert
 * colours themselves (Gmail apps) get a mid-blue button with white text that stays readable.
 * The mails carry no images: nothing is lost where images are blocked.
 */

export const MAIL_COLOURS = {
  page: '#f3f5f7',
  card: '#ffffff',
  border: '#d9e0e6',
  text: '#1f2933',
  muted: '#52606d',
  brand: '#0b5cad',
  brandText: '#ffffff',
  notice: '#fff8e1',
  noticeText: '#5c4100',
} as const;

const FONT = 'Arial, Helvetica, sans-serif';

const DARK_CSS = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: #0f1720 !important; }
  .mail-card { background-color: #17212b !important; border-color: #2d3a46 !important; }
  .mail-text { color: #e6edf3 !important; }
  .mail-muted { color: #a9b4bf !important; }
  .mail-link { color: #8cc2ff !important; }
  .mail-notice { background-color: #3a2e0a !important; color: #ffe8a3 !important; }
  .mail-rule { border-color: #2d3a46 !important; }
}
[data-ogsb] .mail-page { background-color: #0f1720 !important; }
[data-ogsb] .mail-card { background-color: #17212b !important; }
[data-ogsc] .mail-text { color: #e6edf3 !important; }
[data-ogsc] .mail-muted { color: #a9b4bf !important; }
[data-ogsc] .mail-link { color: #8cc2ff !important; }
`;

const text = { color: MAIL_COLOURS.text, fontFamily: FONT, fontSize: '15px', lineHeight: '22px' };
const muted = { ...text, color: MAIL_COLOURS.muted, fontSize: '13px', lineHeight: '19px' };

/** Body text. */
export function MailText({ children, small = false }: { children: ReactNode; small?: boolean }) {
  return (
    <Text
      className={small ? 'mail-muted' : 'mail-text'}
      style={{ ...(small ? muted : text), margin: '0 0 8px' }}
    >
      {children}
    </Text>
  );
}

/** A link written out in full (the reader may need to copy it), wrapped anywhere. */
export function MailUrl({ href }: { href: string }) {
  return (
    <Link
      href={href}
      className="mail-link"
      style={{ color: MAIL_COLOURS.brand, wordBreak: 'break-all' }}
    >
      {href}
    </Link>
  );
}

/** A titled block of the mail (`h2`). */
export function MailSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Section style={{ padding: '8px 24px 4px' }}>
      <Heading
        as="h2"
        className="mail-text"
        style={{ ...text, fontSize: '17px', lineHeight: '24px', margin: '12px 0 8px' }}
      >
        {heading}
      </Heading>
      {children}
    </Section>
  );
}

/** Label and value pairs, one row each, in two columns. */
export function FactRows({ facts }: { facts: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <>
      {facts.map(([label, value]) => (
        <Row key={label} style={{ width: '100%' }}>
          <Column
            className="mail-muted"
            style={{ ...muted, width: '40%', verticalAlign: 'top', padding: '3px 8px 3px 0' }}
          >
            {label}
          </Column>
          <Column
            className="mail-text"
            style={{ ...text, verticalAlign: 'top', padding: '3px 0', fontWeight: 'bold' }}
          >
            {value}
          </Column>
        </Row>
      ))}
    </>
  );
}

/** A highlighted line: the payment deadline, a pending confirmation. */
export function MailNotice({ children }: { children: ReactNode }) {
  return (
    <Text
      className="mail-notice"
      style={{
        ...text,
        backgroundColor: MAIL_COLOURS.notice,
        color: MAIL_COLOURS.noticeText,
        borderRadius: '6px',
        padding: '10px 12px',
        margin: '8px 0',
      }}
    >
      {children}
    </Text>
  );
}

export interface OrderMailProps {
  /** The subject, also the document's title. */
  subject: string;
  /** The inbox preview line. */
  preview: string;
  heading: string;
  lead: string;
  orderNo: string;
  /** Other numbers the order goes by, shown under its number (a WeChat reference). */
  references?: ReadonlyArray<readonly [string, string]> | undefined;
  status: string;
  /** The "Manage booking" link; its words say what it opens. */
  manageUrl: string;
  /** Under the button: what the link does and how long it works. */
  manageNote: string;
  /** Said when a calendar file is attached. */
  calendarNote?: string | undefined;
  notice?: ReactNode;
  children: ReactNode;
}

/** One order mail: brand, heading, order number and status, Manage booking, then the body. */
export function OrderMail(props: OrderMailProps) {
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.subject}</title>
        <style dangerouslySetInnerHTML={{ __html: DARK_CSS }} />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body className="mail-page" style={{ backgroundColor: MAIL_COLOURS.page, margin: 0 }}>
        {/* React Email's Body moves its style to an inner cell: the page colour is set here. */}
        <Section
          className="mail-page"
          style={{ backgroundColor: MAIL_COLOURS.page, padding: '24px 8px' }}
        >
          <Container
            className="mail-card"
            style={{
              backgroundColor: MAIL_COLOURS.card,
              border: `1px solid ${MAIL_COLOURS.border}`,
              borderRadius: '8px',
              maxWidth: '600px',
            }}
          >
            <Section style={{ padding: '20px 24px 0' }}>
              <Text
                className="mail-link"
                style={{ ...text, color: MAIL_COLOURS.brand, fontWeight: 'bold', margin: 0 }}
              >
                Travel Outlet
              </Text>
              <Heading
                as="h1"
                className="mail-text"
                style={{ ...text, fontSize: '22px', lineHeight: '30px', margin: '12px 0 8px' }}
              >
                {props.heading}
              </Heading>
              <MailText>{props.lead}</MailText>
              <FactRows
                facts={[
                  ['Order number', props.orderNo],
                  ...(props.references ?? []),
                  ['Status', props.status],
                ]}
              />
              {props.notice ? <MailNotice>{props.notice}</MailNotice> : null}
              <Section style={{ padding: '12px 0 4px' }}>
                <Button
                  href={props.manageUrl}
                  style={{
                    backgroundColor: MAIL_COLOURS.brand,
                    color: MAIL_COLOURS.brandText,
                    fontFamily: FONT,
                    fontSize: '15px',
                    fontWeight: 'bold',
                    borderRadius: '6px',
                    padding: '12px 20px',
                    textDecoration: 'none',
                  }}
                >
                  Manage booking
                </Button>
              </Section>
              <MailText small>
                {props.manageNote} If the button does not work, open this link:{' '}
                <MailUrl href={props.manageUrl} />
              </MailText>
              {props.calendarNote ? <MailText small>{props.calendarNote}</MailText> : null}
            </Section>
            {props.children}
            <Section style={{ padding: '0 24px 20px' }}>
              <Hr
                className="mail-rule"
                style={{ borderColor: MAIL_COLOURS.border, margin: '16px 0 12px' }}
              />
              <MailText small>
                You receive this message because this address is the booking email of order{' '}
                {props.orderNo}. Travel Outlet
              </MailText>
            </Section>
          </Container>
        </Section>
      </Body>
    </Html>
  );
}

/** The HTML of a mail: XHTML doctype (what mail clients expect) and React's static markup. */
export function renderMailHtml(mail: ReactElement): string {
  return (
    '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" ' +
    '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">' +
    renderToStaticMarkup(mail)
  );
}

const expiryDates = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** What the Manage booking link does and until when, under the button. */
export const manageNote = (expiresAt: Date): string =>
  'The link opens this booking: in your account when you are signed in, otherwise without ' +
  `signing in. It works until ${expiryDates.format(expiresAt)}; anyone holding it can see the ` +
  'booking, so do not forward this message.';

/** What a product's order mail says around the shared frame, in both parts. */
export interface OrderMailContent extends Omit<OrderMailProps, 'children' | 'notice'> {
  /** The highlighted line (deadline, pending confirmation), as text. */
  notice?: string | undefined;
  /** The product's part of the plain-text message, line by line. */
  textLines: readonly string[];
  /** The product's part of the HTML message. */
  html: ReactNode;
  attachments?: readonly MailAttachment[];
}

export interface OrderMailParts {
  subject: string;
  text: string;
  html: string;
  attachments?: readonly MailAttachment[];
}

/**
 * An order mail in both parts: the HTML through `OrderMail`, and the same facts as plain text
 * (heading, order number, status, the notice, the Manage booking link, then the product's
 * lines), for clients that show no HTML.
 */
export function composeOrderMail(content: OrderMailContent): OrderMailParts {
  const text = [
    content.heading,
    '',
    content.lead,
    '',
    `Order number: ${content.orderNo}`,
    ...(content.references ?? []).map(([label, value]) => `${label}: ${value}`),
    `Status: ${content.status}`,
    ...(content.notice ? ['', content.notice] : []),
    '',
    `Manage booking: ${content.manageUrl}`,
    content.manageNote,
    ...(content.calendarNote ? [content.calendarNote] : []),
    '',
    ...content.textLines,
    '',
    'Travel Outlet',
  ].join('\n');
  const html = renderMailHtml(
    <OrderMail {...content} notice={content.notice}>
      {content.html}
    </OrderMail>,
  );
  return {
    subject: content.subject,
    text,
    html,
    ...(content.attachments?.length ? { attachments: content.attachments } : {}),
  };
}
