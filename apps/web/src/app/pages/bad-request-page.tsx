export function BadRequestPage() {
  return <h1>400</h1>;
}
