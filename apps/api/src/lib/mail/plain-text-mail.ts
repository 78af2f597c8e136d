import { escapeHtml } from '../html-escape';

/**
 * A mail whose HTML part is its text as written (escaped, line breaks kept), for order mails
 * that are lines of facts: every mail client shows the same thing in either part.
 */
export function plainTextMail(subject: string, text: string) {
  const html = `<!doctype html>
<html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<pre style="font-family:inherit;white-space:pre-wrap">${escapeHtml(text)}</pre>
</body></html>`;
  return { subject, text, html };
}
