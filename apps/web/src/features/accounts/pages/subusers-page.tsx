/** Sub-users — the full page is being built; this keeps the route resolvable meanwhile. */
export function SubusersPage() {
  return <h1>Sub-users</h1>;
}
