/** Change password — the full page is being built; this keeps the route resolvable meanwhile. */
export function ChangePasswordPage() {
  return <h1>Change password</h1>;
}
