/** Sign in — the full page is being built; this keeps the route resolvable meanwhile. */
export function LoginPage() {
  return <h1>Sign in</h1>;
}
