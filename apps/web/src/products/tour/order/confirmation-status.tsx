import { Alert, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconHourglass } from '@tabler/icons-react';
import type { TourConfirmation } from '@travel/contracts/tour-orders';
import { READABLE_ALERT, formatInstant } from '../../../components/order-status/order-status';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatCountdown, useDeadline } from '../../../lib/use-deadline';
import { TOUR_ORDER_NAMESPACE } from '../order-facts';

/**
 * The operator's confirmation (spec §1, §9: by email within 48 hours): while pending, when it
 * is due and a live countdown (at zero the order is read again: the operator's job decides by
 * then); then Confirmed, or Declined with the reason and the full refund. Nothing before payment.
 */
export function ConfirmationStatus({
  confirmation,
  email,
  onDue,
}: {
  confirmation: TourConfirmation;
  email: string;
  onDue?: () => void;
}) {
  const { t } = useTranslation(TOUR_ORDER_NAMESPACE);
  const localeTag = localeTagOf(useLanguage());
  const remaining = useDeadline(
    confirmation.state === 'pending' ? confirmation.deadline : null,
    onDue,
  );
  if (confirmation.state === 'notPaid') return null;
  if (confirmation.state === 'confirmed') {
    return (
      <Alert
        color="teal"
        role="status"
        styles={READABLE_ALERT}
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
        title={t('confirmation.confirmedTitle')}
        data-testid="tour-confirmation"
      >
        <Text size="sm">
          {confirmation.decidedAt
            ? t('confirmation.confirmedOn', {
                time: formatInstant(confirmation.decidedAt, localeTag),
              })
            : t('confirmation.confirmed')}
        </Text>
      </Alert>
    );
  }
  if (confirmation.state === 'declined') {
    return (
      <Alert
        color="red"
        role="status"
        styles={READABLE_ALERT}
        icon={<IconCircleX size={20} aria-hidden="true" />}
        title={t('confirmation.declinedTitle')}
        data-testid="tour-confirmation"
      >
        <Text size="sm">{t('confirmation.declined')}</Text>
        {confirmation.reason ? (
          <Text size="sm" mt={4}>
            {t('confirmation.reason', { reason: confirmation.reason })}
          </Text>
        ) : null}
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      styles={READABLE_ALERT}
      icon={<IconHourglass size={20} aria-hidden="true" />}
      title={t('confirmation.pendingTitle')}
      data-testid="tour-confirmation"
    >
      <Text size="sm">{t('confirmation.pending', { email })}</Text>
      {confirmation.deadline ? (
        <Group gap="xs" wrap="wrap" mt={4}>
          <Text size="sm">
            {t('confirmation.by', { time: formatInstant(confirmation.deadline, localeTag) })}
          </Text>
          {remaining > 0 ? (
            <Text
              size="sm"
              fw={700}
              role="timer"
              aria-label={t('confirmation.left', { time: formatCountdown(remaining) })}
            >
              {t('confirmation.left', { time: formatCountdown(remaining) })}
            </Text>
          ) : null}
        </Group>
      ) : null}
    </Alert>
  );
}
