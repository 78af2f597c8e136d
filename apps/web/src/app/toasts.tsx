import { Notifications } from '@mantine/notifications';

/**
 * The toast container, loaded lazily by the providers. A file of its own so the bundler sees a
 * named import: a dynamic import of the package itself would need its whole namespace and pull
 * the container back into the first download.
 */
export function Toasts() {
  return <Notifications position="top-right" limit={4} zIndex={1000} />;
}
