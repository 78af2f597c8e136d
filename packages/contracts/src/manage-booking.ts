import type { Product } from './products';

/**
 * The "Manage booking" link of order mails (issue 13 §5), zod-free: the API writes the link,
 * the web's page reads it. The link is `{PUBLIC_URL}/manage-booking/{product}/{orderNo}#t={token}`:
 * the token rides in the fragment, which browsers never send to a server, put in a Referer or
 * log, and the page hands it to `POST /api/Mails/ManageBooking` in a request body. It carries
 * no e-mail address or name; it is signed by the server, names one order, is bound to that
 * order's booking email (a changed email revokes it) and expires.
 */
export const MANAGE_BOOKING_ROUTE = '/manage-booking';

/** The fragment parameter holding the token. */
export const MANAGE_LINK_TOKEN_PARAM = 't';

/** Longest token the API reads (a real one is about 120 characters). */
export const MANAGE_LINK_TOKEN_MAX_LENGTH = 512;

/** The page of an order's manage link, without the token. */
export const manageBookingPath = (product: Product, orderNo: string): string =>
  `${MANAGE_BOOKING_ROUTE}/${encodeURIComponent(product)}/${encodeURIComponent(orderNo)}`;

/**
 * Who opened the link: the order's owner (or their agent) signed in, who goes to the order page
 * of their account, or anyone else, who reads the order as a visitor with the booking email.
 */
export const MANAGE_BOOKING_ACCESS = ['owner', 'visitor'] as const;
export type ManageBookingAccess = (typeof MANAGE_BOOKING_ACCESS)[number];
