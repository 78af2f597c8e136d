export function HomePage() {
  return <h1>Travel Outlet</h1>;
}
