import { Button } from '@mantine/core';
import { IconCreditCard, IconMail } from '@tabler/icons-react';
import { Link } from '../../../lib/router';
import { isCancelledStatus } from '../../../components/order-status/status-look';
import type { Product } from '@travel/contracts/products';
import { useTranslation } from '../../../lib/i18n';
import { useErrorText } from '../../../lib/error-message';
import { notifyError, notifySuccess } from '../../../lib/notify';
import type { OrderRef } from '../../../lib/order-access';
import { webProduct, type ProductOrder } from '../../../products';
import { useSendItinerary } from '../api/order-actions';
import { CancelOrder } from './cancel-order';

/**
 * The order shell's buttons, the same for every product: Pay (when the product pays on a page of
 * its own), Cancel (`canCancel`; a paid order shows its refund quote first; a visitor proves the
 * booking email with a code) and the confirmation mail. A visitor's view is read-only apart from
 * paying and cancelling.
 */
export function OrderShellActions({
  product,
  order,
  orderRef,
  signedIn,
  readOnly,
}: {
  product: Product;
  order: ProductOrder;
  orderRef: OrderRef;
  signedIn: boolean;
  readOnly: boolean;
}) {
  const entry = webProduct(product);
  const { t } = useTranslation('orders');
  const { t: tp } = useTranslation(entry.namespace);
  const errorText = useErrorText('orders');
  const mail = useSendItinerary(orderRef);
  // A visitor (the page knows the booking email) proves it with an e-mailed code.
  const visitor = Boolean(orderRef.email) && (readOnly || !signedIn);
  const sendMail = () =>
    mail.mutate(undefined, {
      onSuccess: ({ sentTo }) => notifySuccess(tp('shell.mailSent', { email: sentTo })),
      onError: (error) => notifyError(errorText(error)),
    });

  return (
    <>
      {order.canPay && entry.payPage ? (
        <Button
          component={Link}
          to={entry.payPage(order.orderNo, signedIn)}
          leftSection={<IconCreditCard size={18} aria-hidden="true" />}
        >
          {t('actions.pay')}
        </Button>
      ) : null}
      {order.canCancel && (!readOnly || visitor) ? (
        <CancelOrder
          orderNo={order.orderNo}
          orderRef={orderRef}
          visitor={visitor}
          paid={order.status !== 'awaitingPayment'}
          ns={entry.namespace}
        />
      ) : null}
      {!readOnly && !isCancelledStatus(order.status) ? (
        <Button
          variant="default"
          leftSection={<IconMail size={18} aria-hidden="true" />}
          loading={mail.isPending}
          onClick={sendMail}
        >
          {tp('shell.sendMail')}
        </Button>
      ) : null}
    </>
  );
}
