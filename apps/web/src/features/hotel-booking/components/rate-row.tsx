import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCoffee } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import type { HotelRate } from '@travel/contracts/hotels';
import { Price } from '../../../components/price';
import { AgentPriceLines } from '../../../products/hotel/price/agent-price-lines';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatInHotelZone } from '../../../products/hotel/hotel-format';
import { HotelPolicyBadge } from '../../../products/hotel/hotel-policy-badge';

/** Rooms left at or below this are worth saying ("only N left"). */
const FEW_LEFT = 5;

/**
 * One rate plan of a room: policy, breakfast, nightly and total price for the stay (an agent's
 * commission and net price under it, not in client view), rooms left
 * and the free-cancellation deadline in the hotel's time zone, with Book.
 */
export function RateRow({
  rate,
  roomName,
  nights,
  timeZone,
  bookPath,
}: {
  rate: HotelRate;
  roomName: string;
  nights: number;
  timeZone: string;
  bookPath: string;
}) {
  const { t } = useTranslation('hotel-booking');
  const { t: policyWords } = useTranslation('hotel');
  const localeTag = localeTagOf(useLanguage());
  return (
    <Paper withBorder radius="sm" p="sm" component="li" data-room-code={rate.roomCode}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={6} style={{ flex: '1 1 220px' }}>
          <Group gap="xs">
            <HotelPolicyBadge policy={rate.policy} />
            {rate.breakfastIncluded ? (
              <Group gap={4} wrap="nowrap">
                <IconCoffee size={16} aria-hidden="true" />
                <Text size="sm">{t('rate.breakfast')}</Text>
              </Group>
            ) : (
              <Text size="sm" c="gray.7">
                {t('rate.roomOnly')}
              </Text>
            )}
          </Group>
          {rate.policy === 'refundable' && rate.cancellationDeadline ? (
            <Text size="sm">
              {t('rate.freeCancellation', {
                time: formatInHotelZone(rate.cancellationDeadline, timeZone, localeTag),
              })}
            </Text>
          ) : null}
          <Text size="xs" c="gray.7">
            {t(`rate.policyHint.${rate.policy}`)}
          </Text>
          {rate.roomsLeft <= FEW_LEFT ? (
            <Text size="sm" fw={600} c="red.8">
              {t('rate.onlyLeft', { count: rate.roomsLeft })}
            </Text>
          ) : null}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Text size="sm">
            <Price amountMinor={rate.nightly} currency="USD" fw={700} size="lg" />{' '}
            {t('rate.perNight')}
          </Text>
          <Text size="xs" c="gray.7">
            {t('rate.total', { count: nights })}{' '}
            <Price amountMinor={rate.total} currency="USD" inherit fw={600} />
          </Text>
          <AgentPriceLines total={rate.total} commission={rate.commission} />
          <Button
            component={Link}
            to={bookPath}
            mt={4}
            aria-label={t('rate.bookLabel', {
              room: roomName,
              policy: policyWords(`policy.${rate.policy}`),
            })}
          >
            {t('rate.book')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}
