import { FactRows, MailSection, MailText } from '../../lib/mail/order-mail-layout';

/**
 * The hotel part of the booking mail's HTML (issue 13 §5): the hotel, check-in and check-out in
 * the hotel's local time and zone, the room and guests, the price and the cancellation terms.
 * Pure presentation of `HotelMailView` (hotel-mail.ts builds it).
 */

export interface HotelMailView {
  hotel: string;
  address: string;
  stars: string;
  confirmationNumber: string | null;
  /** `Thu, Apr 15, 2027, from 15:00 British Summer Time`. */
  checkIn: string;
  checkOut: string;
  /** `2 nights, 1 room, 2 adults`. */
  party: string;
  room: string;
  /** `Room 1`, lead guest's name. */
  guests: Array<readonly [string, string]>;
  specialRequests: string | null;
  prices: Array<readonly [string, string]>;
  cancellation: string;
}

export function HotelMailHtml({ view }: { view: HotelMailView }) {
  return (
    <>
      <MailSection heading={view.hotel}>
        <MailText>
          {view.stars} · {view.address}
        </MailText>
        <FactRows
          facts={[
            ...(view.confirmationNumber
              ? [['Hotel confirmation', view.confirmationNumber] as const]
              : []),
            ['Check-in', view.checkIn],
            ['Check-out', view.checkOut],
            ['Stay', view.party],
            ['Room', view.room],
          ]}
        />
      </MailSection>
      <MailSection heading="Guests">
        <FactRows facts={view.guests} />
        {view.specialRequests ? (
          <MailText small>Special requests: {view.specialRequests}</MailText>
        ) : null}
      </MailSection>
      <MailSection heading="Price">
        <FactRows facts={view.prices} />
        <MailText small>{view.cancellation}</MailText>
      </MailSection>
    </>
  );
}
