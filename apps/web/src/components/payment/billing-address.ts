/**
 * What a billing address needs after its country (issue 13 §2): the contract's lists, which the
 * API's card schema applies too.
 */
export { postCodeNeeded, regionAsked } from '@travel/contracts/billing-address';
