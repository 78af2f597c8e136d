/** Register — the full page is being built; this keeps the route resolvable meanwhile. */
export function RegisterPage() {
  return <h1>Register</h1>;
}
