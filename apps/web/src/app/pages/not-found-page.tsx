export function NotFoundPage() {
  return <h1>404 NOT FOUND</h1>;
}
