/** Account — the full page is being built; this keeps the route resolvable meanwhile. */
export function AccountHomePage() {
  return <h1>Account</h1>;
}
