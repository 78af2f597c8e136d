import type { RouteObject } from '../../lib/router';

/** Mail routes: the unsubscribe page (spec part 1 §2) and the demo's local mailbox. */
export const mailRoutes: RouteObject[] = [
  {
    path: '/unsubscribe',
    lazy: async () => ({ Component: (await import('./pages/unsubscribe-page')).UnsubscribePage }),
  },
  {
    path: '/mailbox',
    lazy: async () => ({ Component: (await import('./pages/mailbox-page')).MailboxPage }),
  },
];
