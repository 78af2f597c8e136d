/**
 * Text for HTML, escaped as React escapes text and attribute values: what the server writes into
 * a page or a mail reads like what the app renders.
 */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;');
}
