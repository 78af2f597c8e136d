/** Mailbox — the full page is being built; this keeps the route resolvable meanwhile. */
export function MailboxPage() {
  return <h1>Mailbox</h1>;
}
