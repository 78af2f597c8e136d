import { i18n } from '../../lib/i18n';

/**
 * A form's lazily loaded rules, resolved once the payment words their card messages use are in
 * too: a submit can come before the card fields (which load those words) have rendered.
 */
export const withPaymentWords = <T>(rules: Promise<T>): Promise<T> =>
  Promise.all([rules, i18n.loadNamespaces('payment')]).then(([loaded]) => loaded);
