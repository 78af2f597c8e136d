import { FactRows, MailSection, MailText, MailUrl } from '../../lib/mail/order-mail-layout';
import type { TourMailView } from './tour-mail-view';

/**
 * The tour part of a tour or cruise mail's HTML (issue 14 §4): the trip, the travellers and
 * their flights, the money and the order page. Pure presentation of `TourMailView`
 * (tour-mail-view.ts builds it); React escapes every value typed by the booker.
 */
export function TourMailHtml({ view }: { view: TourMailView }) {
  return (
    <>
      <MailSection heading={view.title}>
        <FactRows facts={view.trip} />
      </MailSection>
      <MailSection heading="Travellers">
        <FactRows facts={[...view.travellers, ...view.flights]} />
      </MailSection>
      <MailSection heading="Price">
        <FactRows facts={view.prices} />
        <MailText small>
          Your order page (signed in): <MailUrl href={view.orderPage} />
        </MailText>
      </MailSection>
    </>
  );
}
