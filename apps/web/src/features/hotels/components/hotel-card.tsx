import { memo, type ReactNode } from 'react';
import { HotelPolicyBadge } from '../../../products/hotel/hotel-policy-badge';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { HotelSummary } from '@travel/contracts/hotels';
import { hotelScoreWord, nightsBetween } from '@travel/contracts/hotel-rules';
import { HotelPicture } from '../../../products/hotel/hotel-picture';
import { Price } from '../../../components/price';
import { AgentPriceLines } from '../../../products/hotel/price/agent-price-lines';
import { hotelDetailPath, type Stay } from '../../../products/hotel/hotel-stay';
import { AMENITY_ICONS } from './amenity-icons';
import classes from './hotels.module.css';
import { numberFormat } from '../../../lib/intl-format';

/** "Only N left" from this many rooms down (the contract sends `roomsLeft` at 5 or fewer). */
const FEW_ROOMS = 5;

/** Stars are the integer part of the rating, drawn and named for screen readers. */
export function HotelStars({ stars }: { stars: number }) {
  const { t } = useTranslation('hotels');
  return (
    <span className={classes.stars} role="img" aria-label={t('card.stars', { count: stars })}>
      {Array.from({ length: stars }, (_, index) => (
        <IconStarFilled key={index} size={14} aria-hidden="true" />
      ))}
    </span>
  );
}

const distanceText = (km: number, locale: string) =>
  km < 1
    ? `${numberFormat(locale, { maximumFractionDigits: 0 }).format(km * 1000)} m`
    : `${numberFormat(locale, { maximumFractionDigits: 1 }).format(km)} km`;

/**
 * One hotel of the results: picture, name, stars, score x/5 with the review count, address and
 * distance from the searched point (the airport by name for an airport search, else the centre),
 * amenity icons, policy badges, the lowest nightly rate in the chosen currency and
 * that rate's total for the stay with taxes (from the server, as the booking charges it), an
 * agent's commission and net price for it (not in client view), rooms left, and the link to /hotel/{id} with the stay. `action` adds a control (map mode's "Show
 * on map"); `selected` marks the card the map points at.
 */
export const HotelCard = memo(function HotelCard({
  hotel,
  stay,
  selected = false,
  compact = false,
  action,
  distanceFrom = null,
}: {
  hotel: HotelSummary;
  stay: Stay;
  selected?: boolean;
  compact?: boolean;
  action?: ReactNode;
  /** The airport an airport search measured from (its name); null: the city's centre. */
  distanceFrom?: string | null;
}) {
  const { t, i18n } = useTranslation('hotels');
  const href = hotelDetailPath(hotel.id, stay);
  const headingId = `hotel-${hotel.id}`;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      className={`${classes.card} ${selected ? classes.selected : ''}`}
      aria-labelledby={headingId}
      data-hotel-id={hotel.id}
      data-compact={compact || undefined}
      style={compact ? { gridTemplateColumns: 'minmax(0, 1fr)' } : undefined}
    >
      <HotelPicture picture={hotel.picture} height={compact ? 120 : '100%'} radius={0} />
      <div
        className={classes.cardBody}
        style={compact ? { gridTemplateColumns: 'minmax(0, 1fr)' } : undefined}
      >
        <Stack gap={6}>
          <Title order={3} size="h4" id={headingId}>
            <Anchor component={Link} to={href} c="inherit">
              {hotel.name}
            </Anchor>
          </Title>
          <Group gap="xs" wrap="wrap">
            <HotelStars stars={hotel.stars} />
            <Badge variant="filled" color="ocean" radius="sm">
              {t('card.score', { score: hotel.rating.toFixed(1) })}
            </Badge>
            <Text size="sm" fw={600}>
              {t(`scoreWords.${hotelScoreWord(hotel.rating)}`)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('card.reviews', { count: hotel.reviewCount })}
            </Text>
          </Group>
          <Text size="sm" c="gray.8">
            <IconMapPin size={14} aria-hidden="true" style={{ verticalAlign: '-2px' }} />{' '}
            {hotel.street}, {hotel.city} ·{' '}
            {distanceFrom
              ? t('card.distanceFrom', {
                  distance: distanceText(hotel.distanceKm, i18n.language),
                  place: distanceFrom,
                })
              : t('card.distance', { distance: distanceText(hotel.distanceKm, i18n.language) })}
          </Text>
          {hotel.amenities.length > 0 ? (
            <ul className={classes.amenities} aria-label={t('card.amenitiesLabel')}>
              {hotel.amenities.map((amenity) => {
                const Icon = AMENITY_ICONS[amenity];
                const name = t(`amenities.${amenity}`);
                return (
                  <li key={amenity} title={name}>
                    <Icon size={18} aria-hidden="true" />
                    <span className="sr-only">{name}</span>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {hotel.badges.length > 0 ? (
            <Group gap={6}>
              {hotel.badges.map((badge) => (
                <HotelPolicyBadge key={badge} policy={badge} />
              ))}
            </Group>
          ) : null}
        </Stack>
        <div className={classes.price}>
          <Text size="xs" c="gray.7">
            {t('card.from')}
          </Text>
          <Price
            amountMinor={hotel.nightlyFrom}
            currency={hotel.currency}
            hideZeroCents
            className={classes.amount}
          />
          <Text size="xs" c="gray.7">
            {t('card.perNight')}
          </Text>
          {/* The server's total of that rate for the whole stay, taxes in (issue 13 §3). */}
          <Text size="xs" c="gray.8" className={classes.stayTotal}>
            <Price amountMinor={hotel.totalFrom} currency={hotel.currency} hideZeroCents fw={600} />{' '}
            {stay.rooms > 1
              ? t('card.stayTotalRooms', { count: nights, rooms: stay.rooms })
              : t('card.stayTotal', { count: nights })}
          </Text>
          <AgentPriceLines total={hotel.totalFrom} commission={hotel.commissionFrom} />
          {hotel.roomsLeft !== null && hotel.roomsLeft <= FEW_ROOMS ? (
            <Text size="sm" c="red.8" fw={600}>
              {t('card.roomsLeft', { count: hotel.roomsLeft })}
            </Text>
          ) : null}
          <Group gap="xs" mt={6}>
            {action}
            <Button
              component={Link}
              to={href}
              size="sm"
              aria-label={t('card.viewLabel', { name: hotel.name })}
            >
              {t('card.view')}
            </Button>
          </Group>
        </div>
      </div>
    </Paper>
  );
});
