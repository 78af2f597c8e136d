/** Reset account — the full page is being built; this keeps the route resolvable meanwhile. */
export function ResetAccountPage() {
  return <h1>Reset account</h1>;
}
