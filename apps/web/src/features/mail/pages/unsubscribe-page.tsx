/** Unsubscribe — the full page is being built; this keeps the route resolvable meanwhile. */
export function UnsubscribePage() {
  return <h1>Unsubscribe</h1>;
}
