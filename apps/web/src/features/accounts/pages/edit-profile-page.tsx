/** Edit profile — the full page is being built; this keeps the route resolvable meanwhile. */
export function EditProfilePage() {
  return <h1>Edit profile</h1>;
}
