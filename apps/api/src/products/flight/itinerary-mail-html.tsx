import { Column } from '@react-email/column';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { FactRows, MAIL_COLOURS, MailSection, MailText } from '../../lib/mail/order-mail-layout';

/**
 * The flight part of the itinerary mail's HTML (issue 13 §5): each trip's flights with both
 * ends in the airport's local time and zone, terminals, seats and extras, then the travellers
 * and the total. Pure presentation of `ItineraryView` (itinerary-mail.ts builds it).
 */

export interface PointView {
  code: string;
  city: string;
  airport: string;
  /** `Terminal 4`, or null when the airline names none. */
  terminal: string | null;
  date: string;
  time: string;
  zone: string;
}

export interface SegmentView {
  flight: string;
  airline: string;
  cabin: string;
  aircraft: string;
  duration: string;
  depart: PointView;
  arrive: PointView;
  /** `Ada Byron: 12A`. */
  seats: string[];
  /** `Ada Byron: Extra checked bag`. */
  extras: string[];
  /** `Change planes in SFO: 1h 10m`, after this flight. */
  connection: string | null;
}

export interface TripView {
  title: string;
  segments: SegmentView[];
}

export interface TravellerView {
  name: string;
  type: string;
  tickets: string | null;
}

export interface ItineraryView {
  trips: TripView[];
  travellers: TravellerView[];
  total: string;
}

const cell = {
  fontFamily: 'Arial, Helvetica, sans-serif',
  color: MAIL_COLOURS.text,
  fontSize: '14px',
  lineHeight: '20px',
  verticalAlign: 'top',
} as const;
const small = { ...cell, color: MAIL_COLOURS.muted, fontSize: '13px', lineHeight: '19px' };

function Point({ label, point }: { label: string; point: PointView }) {
  return (
    <Column style={{ ...cell, width: '50%', padding: '4px 8px 4px 0' }}>
      <Text className="mail-muted" style={{ ...small, margin: 0 }}>
        {label}
      </Text>
      <Text
        className="mail-text"
        style={{ ...cell, fontSize: '20px', lineHeight: '26px', fontWeight: 'bold', margin: 0 }}
      >
        {point.time} {point.code}
      </Text>
      <Text className="mail-text" style={{ ...cell, margin: 0 }}>
        {point.date}
      </Text>
      <Text className="mail-muted" style={{ ...small, margin: 0 }}>
        {point.zone} (local time)
      </Text>
      <Text className="mail-text" style={{ ...cell, margin: '4px 0 0' }}>
        {point.city}, {point.airport}
        {point.terminal ? `, ${point.terminal}` : ''}
      </Text>
    </Column>
  );
}

function Segment({ segment }: { segment: SegmentView }) {
  return (
    <Section
      className="mail-rule"
      style={{
        border: `1px solid ${MAIL_COLOURS.border}`,
        borderRadius: '6px',
        padding: '10px 12px',
        margin: '0 0 8px',
      }}
    >
      <Text className="mail-text" style={{ ...cell, fontWeight: 'bold', margin: '0 0 2px' }}>
        {segment.flight} · {segment.airline}
      </Text>
      <Text className="mail-muted" style={{ ...small, margin: '0 0 6px' }}>
        {segment.cabin} · {segment.duration} · {segment.aircraft}
      </Text>
      <Row>
        <Point label="Depart" point={segment.depart} />
        <Point label="Arrive" point={segment.arrive} />
      </Row>
      {segment.seats.length || segment.extras.length ? (
        <FactRows
          facts={[
            ...(segment.seats.length ? [['Seats', segment.seats.join('; ')] as const] : []),
            ...(segment.extras.length ? [['Extras', segment.extras.join('; ')] as const] : []),
          ]}
        />
      ) : null}
    </Section>
  );
}

export function ItineraryHtml({ view }: { view: ItineraryView }) {
  return (
    <>
      {view.trips.map((trip) => (
        <MailSection key={trip.title} heading={trip.title}>
          {trip.segments.map((segment) => (
            <div key={`${segment.flight}-${segment.depart.date}`}>
              <Segment segment={segment} />
              {segment.connection ? <MailText small>{segment.connection}</MailText> : null}
            </div>
          ))}
        </MailSection>
      ))}
      {view.travellers.length ? (
        <MailSection heading="Travellers">
          <FactRows
            facts={view.travellers.map((t, i) => [
              `${i + 1}. ${t.name}`,
              t.tickets ? `${t.type}, ticket ${t.tickets}` : t.type,
            ])}
          />
        </MailSection>
      ) : null}
      <MailSection heading="Price">
        <FactRows facts={[['Total', view.total]]} />
      </MailSection>
    </>
  );
}
