import { useEffect, useRef } from 'react';
import { ActionIcon, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n';
import { Link } from '../../../../lib/router';
import type { HotelSummary } from '@travel/contracts/hotels';
import { nightsBetween } from '@travel/contracts/hotel-rules';
import { HotelPicture } from '../../../../products/hotel/hotel-picture';
import { Price } from '../../../../components/price';
import { AgentPriceLines } from '../../../../products/hotel/price/agent-price-lines';
import { hotelDetailPath, type Stay } from '../../../../products/hotel/hotel-stay';
import { HotelStars } from '../hotel-card';
import classes from './selected-hotel-card.module.css';

/**
 * Phones in map mode: the hotel chosen on the map as a compact card over the map's bottom
 * (picture, name, stars, price per night, the stay's total with taxes and "View rooms"), so it
 * can be opened from there.
 */
export function SelectedHotelCard({
  hotel,
  stay,
  onClose,
}: {
  hotel: HotelSummary;
  stay: Stay;
  onClose: () => void;
}) {
  const { t } = useTranslation('hotels');
  const href = hotelDetailPath(hotel.id, stay);
  const headingId = `map-card-${hotel.id}`;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const ref = useRef<HTMLElement>(null);
  // The map may reach below the screen's edge: bring the card (and so the map's bottom) up.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [hotel.id]);
  return (
    <Paper
      component="article"
      ref={ref}
      className={classes.card}
      shadow="md"
      radius="md"
      withBorder
      aria-labelledby={headingId}
      data-testid="map-selected-hotel"
    >
      <div className={classes.cardPicture}>
        <HotelPicture picture={hotel.picture} height={96} radius={6} decorative />
      </div>
      <div className={classes.cardBody}>
        <Group gap={4} wrap="nowrap" align="flex-start" justify="space-between">
          <Text component="h2" fw={700} size="sm" lh={1.3} id={headingId} lineClamp={2}>
            <Anchor component={Link} to={href} c="inherit" fw={700}>
              {hotel.name}
            </Anchor>
          </Text>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label={t('map.closeCard')}
            onClick={onClose}
          >
            <IconX size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <HotelStars stars={hotel.stars} />
        <Group gap={6} justify="space-between" align="flex-end" mt={2}>
          <Text size="xs" c="gray.7" lh={1.2} style={{ whiteSpace: 'nowrap' }}>
            <Price
              amountMinor={hotel.nightlyFrom}
              currency={hotel.currency}
              hideZeroCents
              fw={700}
              fz="md"
              c="black"
            />{' '}
            {t('card.perNight')}
          </Text>
          <Button
            component={Link}
            to={href}
            size="xs"
            style={{ flexShrink: 0 }}
            aria-label={t('card.viewLabel', { name: hotel.name })}
          >
            {t('card.view')}
          </Button>
        </Group>
        <Text size="xs" c="gray.8" lh={1.3}>
          <Price amountMinor={hotel.totalFrom} currency={hotel.currency} hideZeroCents fw={600} />{' '}
          {stay.rooms > 1
            ? t('card.stayTotalRooms', { count: nights, rooms: stay.rooms })
            : t('card.stayTotal', { count: nights })}
        </Text>
        <AgentPriceLines total={hotel.totalFrom} commission={hotel.commissionFrom} />
      </div>
    </Paper>
  );
}
