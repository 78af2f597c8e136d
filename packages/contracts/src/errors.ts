/**
 * The one error catalogue of the storefront (spec part 1 §8, part 2 §8).
 * Every failure a client can see is `{code, msg}` taken from here, with the HTTP status
 * the API answers with. Numeric codes are the spec's; named codes are the spec's names.
 * Where the spec gives one meaning to two codes (1055 and 1202, …) both are listed so that
 * a later module can answer with the one its call uses.
 */
export interface CatalogueEntry {
  readonly code: number | string;
  readonly status: number;
  readonly msg: string;
}

const entry = (code: number | string, status: number, msg: string): CatalogueEntry => ({
  code,
  status,
  msg,
});

export const ERRORS = {
  // Flight booking and order codes (part 1 §8, part 2 §8)
  priceNoLongerAvailable: entry(1050, 409, 'selected price no longer available, search again'),
  tripInformationError: entry(1055, 400, 'trip information error'),
  tripInformationError1202: entry(1202, 400, 'trip information error'),
  passengerInformationError: entry(1056, 400, 'passenger information error'),
  contactInformationError: entry(1058, 400, 'contact information error'),
  itineraryPriceChanged: entry(1059, 409, 'itinerary price changed'),
  orderFailed: entry(1060, 503, 'order failed, retry later'),
  orderFailed1061: entry(1061, 503, 'order failed, retry later'),
  documentValidityBeyondLimit: entry(1062, 400, 'document validity beyond limit, refill'),
  dataExpired: entry(1201, 410, 'data expired, search again'),
  cabinOrPriceChanged: entry(1206, 409, 'cabin or price changed'),
  cabinChanged: entry(1207, 409, 'cabin changed'),
  cabinChanged1208: entry(1208, 409, 'cabin changed'),
  systemError: entry(1209, 500, 'system error'),
  parameterValidationFailed: entry(1401, 400, 'parameter validation failed'),
  parameterValidationFailed1402: entry(1402, 400, 'parameter validation failed'),
  parameterValidationFailed1403: entry(1403, 400, 'parameter validation failed'),
  parameterValidationFailed1501: entry(1501, 400, 'parameter validation failed'),
  orderDoesNotExist: entry(1404, 404, 'order does not exist'),
  orderDoesNotExist1502: entry(1502, 404, 'order does not exist'),
  orderStatusAbnormal: entry(1405, 409, 'order status abnormal'),
  paymentTimeLimitExceeded: entry(1406, 422, 'payment time limit exceeded'),
  paymentTimeLimitExceeded1506: entry(1506, 422, 'payment time limit exceeded'),
  paymentVerificationFailed: entry(1407, 422, 'payment verification failed'),
  paymentVerificationFailed1507: entry(1507, 422, 'payment verification failed'),
  notAuthorisedForOrder: entry(1503, 403, 'not authorised to operate this order'),
  orderNotWaitingForSupport: entry(1504, 409, 'order not in waiting-for-support status'),
  paymentMethodNotSupported: entry(1505, 422, 'payment method not supported'),
  insufficientAccountBalance: entry(1510, 422, 'insufficient account balance'),
  operationFailed: entry(1511, 422, 'operation failed'),
  paymentProcessing: entry(1512, 409, 'payment processing in progress'),
  orderAlreadyPaid: entry(1513, 409, 'order already paid'),

  // Named errors (part 1 §8, part 2 §8)
  error: entry('error', 500, 'error'),
  priceChanged: entry('priceChanged', 409, 'price changed, search again'),
  ticketPriceChange: entry('ticketPriceChange', 409, 'ticket price changed, search again'),
  invalidCraditCard: entry('invalidCraditCard', 402, 'invalid credit card'),
  invalidCraditCardExpiration: entry('invalidCraditCardExpiration', 402, 'card expiration'),
  invalidCraditCardNumber: entry('invalidCraditCardNumber', 402, 'card number'),
  invalidFlight: entry('invalidFlight', 400, 'invalid flight'),
  noTicket: entry('noTicket', 409, 'no ticket'),
  prebookFailed: entry('prebookFailed', 422, 'prebook failed'),
  unlogin: entry('unlogin', 401, 'You do not have permission to access this data.'),
  noPermission: entry('noPermission', 403, 'You do not have permission to access this data.'),

  // Accounts and sign-in (part 1 §5, §8)
  loginWrong: entry('loginWrong', 401, 'login wrong account or password'),
  emailNotRegistered: entry('emailNotRegistered', 404, 'Email not registered'),
  emailAlreadyRegistered: entry(
    'emailAlreadyRegistered',
    409,
    'This email is already registered. Sign in or reset your password.',
  ),
  accountDisabled: entry(
    'accountDisabled',
    403,
    'This account is disabled. Please contact support.',
  ),
  passwordIncorrect: entry('passwordIncorrect', 400, 'The current password is incorrect'),
  tokenInvalid: entry('tokenInvalid', 401, 'Your session has ended, please sign in again'),
  refreshTokenFailed: entry('refreshTokenFailed', 401, 'refresh token failed!'),
  partnerKeyInvalid: entry('partnerKeyInvalid', 401, 'invalid search key'),
  sendCodeFailed: entry('sendCodeFailed', 502, 'send failed'),
  verifyFailed: entry('verifyFailed', 400, 'verfiy failed'),
  codeFormatError: entry('codeFormatError', 400, 'code format error'),
  codeRequired: entry('codeRequired', 400, 'code required'),
  codeWrong: entry('codeWrong', 400, 'wrong code'),
  codeExpired: entry('codeExpired', 400, 'The code has expired, please request a new one'),
  codeLocked: entry(
    'codeLocked',
    400,
    'Too many wrong codes. Please request a new code and try again',
  ),
  operationFrequent: entry(
    'operationFrequent',
    429,
    'The operation is frequent, please try again later',
  ),
  tooManySignInAttempts: entry(
    'tooManySignInAttempts',
    429,
    'Too many sign-in attempts, please try again later',
  ),
  frequentUserAddFailed: entry('frequentUserAddFailed', 422, 'Add frequent traveller failed'),
  frequentUserUpdateFailed: entry(
    'frequentUserUpdateFailed',
    422,
    'Update frequent traveller failed',
  ),
  frequentUserDeleteFailed: entry(
    'frequentUserDeleteFailed',
    404,
    'Delete frequent traveller failed',
  ),
  subuserNotFound: entry('subuserNotFound', 404, 'Sub-user not found'),
  // An agent's saved clients (issue 13 §4; ours, not the spec's)
  clientNotFound: entry('clientNotFound', 404, 'This client is not in your client list'),
  clientLimitReached: entry('clientLimitReached', 422, 'Your client list is full'),

  // Mail and unsubscribe (part 1 §8, part 2 §5)
  emailAddressRequired: entry('emailAddressRequired', 400, 'Email address required!'),
  invalidEmailAddress: entry('invalidEmailAddress', 400, 'Invalid email address'),
  sendItineraryFailed: entry('sendItineraryFailed', 502, 'send itinerary failed'),

  // Other messages of the catalogue (part 1 §8, part 2 §8)
  systemBusy: entry('systemBusy', 503, 'System busy'),
  orderCancelFailed: entry('orderCancelFailed', 422, 'order cancel failed'),
  // Issue 12: the refund quote the traveller confirmed no longer holds (a void window or a free
  // cancellation deadline passed): nothing was cancelled; the reply's data is the new quote.
  refundQuoteChanged: entry(
    'refundQuoteChanged',
    409,
    'the refund for cancelling has changed: check the new amount and confirm again',
  ),
  // Issue 12: a payment processor's webhook whose Stripe-Signature does not verify (wrong
  // secret, altered body, or older than the 5-minute tolerance): nothing is done with it.
  webhookSignatureInvalid: entry(
    'webhookSignatureInvalid',
    400,
    'webhook signature verification failed',
  ),
  seatSaveFailed: entry('seatSaveFailed', 422, 'seat save failed'),
  serviceSaveFailed: entry('serviceSaveFailed', 422, 'service save failed'),
  exchangeFailed: entry('exchangeFailed', 422, 'exchange failed or data invalid'),
  bookingTokenInvalid: entry('bookingTokenInvalid', 401, 'booking token invalid'),
  invalidSearchKey: entry('invalidSearchKey', 400, 'invalid search key'),
  invalidFlightQuery: entry('invalidFlightQuery', 400, 'invalid flight query'),
  invalidHotelSearch: entry('invalidHotelSearch', 400, 'invalid hotel search'),
  noSearchResult: entry('noSearchResult', 404, 'No search result'),
  commentPostFailed: entry('commentPostFailed', 422, 'Comment post failed'),
  aiQueryFailed: entry('aiQueryFailed', 502, 'AI query failed'),
  tourPriceChanged: entry('tourPriceChanged', 409, 'price changed, please refresh'),
  tourParameterError: entry('tourParameterError', 400, 'parameter error'),
  tourPaymentInfoFailed: entry('tourPaymentInfoFailed', 422, 'payment info failed'),
  tourOrderPayFailed: entry('tourOrderPayFailed', 422, 'order pay failed'),
  priceCheckError: entry('priceCheckError', 422, 'price check error'),
  offerExpired: entry('offerExpired', 410, 'offer expired'),
  noData: entry('noData', 404, 'No data'),
  // Tours and cruises (part 2 §8; which call fails with which: contracts tours.ts TOUR_FAILURE)
  noDestinations: entry('noDestinations', 404, 'No destinations'),
  noUsefulMonths: entry('noUsefulMonths', 404, 'No useful months'),
  noTours: entry('noTours', 404, 'No tours'),
  noTourFound: entry('noTourFound', 404, 'No tour found'),
  checkPriceFailed: entry('checkPriceFailed', 422, 'Check price failed'),
  fetchSubagentFailed: entry('fetchSubagentFailed', 403, 'Fetch sub agent list failed!'),
  // Issue 14 (ours): the departure has fewer places left than the rooms take; nothing was booked.
  tourSoldOut: entry('tourSoldOut', 409, 'not enough places left on this departure'),

  // Platform
  notFound: entry('notFound', 404, 'The requested resource was not found'),
  methodNotAllowed: entry('methodNotAllowed', 405, 'Method not allowed'),
  payloadTooLarge: entry('payloadTooLarge', 413, 'The request is too large'),
  unsupportedMediaType: entry('unsupportedMediaType', 415, 'Unsupported content type'),
  idempotencyKeyReused: entry(
    'idempotencyKeyReused',
    422,
    'This Idempotency-Key was already used for a different request',
  ),
  requestInProgress: entry(
    'requestInProgress',
    409,
    'The same request is still being processed, please try again in a moment',
  ),
  // issue 9: sessions
  crossSiteRequestRefused: entry(
    'crossSiteRequestRefused',
    403,
    'This request must come from the storefront itself',
  ),
  // issue 9: limits
  tooManyUnpaidOrders: entry(
    'tooManyUnpaidOrders',
    422,
    'You have too many unpaid bookings: pay or cancel one before booking again',
  ),
  holdShareExceeded: entry(
    'holdShareExceeded',
    422,
    'You already hold as many unpaid places on this flight or hotel night as one booker may',
  ),
  tooManyOrderLookups: entry(
    'tooManyOrderLookups',
    429,
    'Too many wrong order numbers or emails, please try again later',
  ),
  orderCodeRequired: entry(
    'orderCodeRequired',
    403,
    'Enter the code we sent to the booking email to change this order',
  ),
  // issue 13 §5: the "Manage booking" link of order mails
  manageLinkInvalid: entry(
    'manageLinkInvalid',
    403,
    'This booking link is not valid. Find your booking with its order number and email',
  ),
  manageLinkExpired: entry(
    'manageLinkExpired',
    410,
    'This booking link has expired. Find your booking with its order number and email',
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorKey = keyof typeof ERRORS;
export type ErrorCode = (typeof ERRORS)[ErrorKey]['code'];

const byCode = new Map<number | string, ErrorKey>();
for (const [key, value] of Object.entries(ERRORS) as [ErrorKey, CatalogueEntry][]) {
  if (!byCode.has(value.code)) byCode.set(value.code, key);
}

/**
 * The codes of some catalogue entries as strings, to test a reply's code (`String(code)`)
 * against: callers name entries (`ERRORS.itineraryPriceChanged`), never a literal such as '1059'.
 */
export function codeSet(...entries: readonly CatalogueEntry[]): ReadonlySet<string> {
  return new Set(entries.map((entry) => String(entry.code)));
}

/** The catalogue key for a code a reply carried, for the web's translated messages. */
export function errorKeyForCode(code: number | string): ErrorKey | undefined {
  return byCode.get(code);
}
