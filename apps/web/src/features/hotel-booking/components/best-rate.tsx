import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import type { HotelDetail } from '@travel/contracts/hotels';
import { Price } from '../../../components/price';
import { AgentPriceLines } from '../../../products/hotel/price/agent-price-lines';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatInHotelZone } from '../../../products/hotel/hotel-format';
import { OFFER_HEIGHT } from './hotel-header-view';

/** The rate behind the hotel's lowest price (`roomCodeFrom`) and its room, if any is bookable. */
export function bestRateOf(hotel: HotelDetail) {
  for (const room of hotel.rooms) {
    const rate = room.rates.find((candidate) => candidate.roomCode === hotel.roomCodeFrom);
    if (rate) return { room, rate };
  }
  return null;
}

/**
 * The top of the hotel page's promise (issue 13 §3): the lowest price for the stay in the URL,
 * per night and in total with taxes (the server's figures, as the booking charges them) with an
 * agent's commission and net price (not in client view), what
 * its policy means, and Reserve, which books that rate; "See all rooms" opens the rooms tab.
 * With nothing bookable it says so, and the stay editor below changes the dates.
 */
export function BestRate({
  hotel,
  bookPathFor,
  onAllRooms,
  refreshing,
}: {
  hotel: HotelDetail;
  bookPathFor: (roomCode: string) => string;
  onAllRooms: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  const localeTag = localeTagOf(useLanguage());
  const best = bestRateOf(hotel);
  const frame = {
    withBorder: true,
    radius: 'md',
    p: 'sm',
    mih: OFFER_HEIGHT,
    component: 'section',
    'aria-label': t('offer.title'),
    'aria-busy': refreshing,
    'data-testid': 'best-rate',
  } as const;
  if (!best) {
    return (
      <Paper {...frame} bg="gray.0">
        <Stack gap={4}>
          <Text fw={700}>{t('offer.noneTitle')}</Text>
          <Text size="sm" c="gray.7">
            {t('offer.noneText')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  const { room, rate } = best;
  const deadline =
    rate.policy === 'refundable' && rate.cancellationDeadline
      ? t('rate.freeCancellation', {
          time: formatInHotelZone(rate.cancellationDeadline, hotel.timeZone, localeTag),
        })
      : t(`offer.policy.${rate.policy}`);
  return (
    <Paper {...frame}>
      <Stack gap={4}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="gray.7" lineClamp={1}>
            {t('offer.label')} · {room.name}
          </Text>
          <Anchor
            href="#rooms"
            size="xs"
            onClick={(event) => {
              event.preventDefault();
              onAllRooms();
            }}
            style={{ whiteSpace: 'nowrap' }}
          >
            {t('offer.allRooms')}
          </Anchor>
        </Group>
        <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
          <Text size="sm">
            <Price amountMinor={rate.nightly} currency="USD" fw={800} size="xl" />{' '}
            {t('rate.perNight')}
          </Text>
          <Button
            component={Link}
            to={bookPathFor(rate.roomCode)}
            size="md"
            aria-label={t('offer.reserveLabel', { room: room.name })}
            style={{ flexShrink: 0 }}
          >
            {t('offer.reserve')}
          </Button>
        </Group>
        <Text size="xs" c="gray.7">
          <Price amountMinor={rate.total} currency="USD" inherit fw={600} />{' '}
          {t('offer.totalFor', { count: hotel.nights })}
        </Text>
        <AgentPriceLines total={rate.total} commission={rate.commission} />
        <Text size="xs" c={rate.policy === 'refundable' ? 'teal.9' : 'gray.8'} fw={600}>
          {deadline}
        </Text>
      </Stack>
    </Paper>
  );
}
