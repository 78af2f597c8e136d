/** Frequent travellers — the full page is being built; this keeps the route resolvable meanwhile. */
export function FrequentTravellersPage() {
  return <h1>Frequent travellers</h1>;
}
