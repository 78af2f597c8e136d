import { Alert, Badge, Group, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import type { OrderStatus } from '@travel/contracts/orders';
import { localeTagOf, useLanguage } from '../../lib/language';
import { formatCountdown, useDeadline } from '../../lib/use-deadline';
import { READABLE_ALERT } from '../alert-styles';
import { STATUS_COLOR } from './status-look';

// Kept in a module of its own so that pages without order statuses can use it.
export { READABLE_ALERT };

const WRAPPING_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: {
    whiteSpace: 'normal',
    overflow: 'visible',
    textOverflow: 'clip',
    textAlign: 'center',
    lineHeight: 1.25,
    paddingBlock: 2,
  },
} as const;

/**
 * An order's status (spec part 1 §4) as a coloured badge with words, never colour alone. The
 * words are the product's (`namespace` holds `status.<OrderStatus>`: a hotel is "Confirmed"
 * where a flight is "Issued"); the payment namespace's are the default.
 */
export function OrderStatusBadge({
  status,
  namespace = 'payment',
}: {
  status: OrderStatus;
  namespace?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Badge
      color={STATUS_COLOR[status]}
      // Dark text: the light variant's own shade fails AA on its tint (orange 3.6:1).
      c="gray.9"
      variant="light"
      size="lg"
      data-status={status}
      // Never cut off (issue 13 §5): long words (es, vi) wrap inside the badge instead of ending
      // in an ellipsis; one line keeps the badge's own height.
      styles={WRAPPING_BADGE}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}

/** "Thu, Jun 5, 14:32" in the visitor's own time zone: a deadline is an instant. */
export function formatInstant(iso: string, localeTag: string): string {
  return new Intl.DateTimeFormat(localeTag, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));
}

/**
 * The payment deadline of an order awaiting payment: when it is and a live countdown (pay
 * within 30 minutes or it is cancelled automatically, spec §4). `onExpire` lets the page
 * refetch so the order shows cancelled at zero.
 */
export function PaymentDeadline({
  deadlineAt,
  onExpire,
}: {
  deadlineAt: string;
  onExpire?: () => void;
}) {
  const { t } = useTranslation('payment');
  const localeTag = localeTagOf(useLanguage());
  const remaining = useDeadline(deadlineAt, onExpire);
  return (
    <Alert
      color={remaining > 0 ? 'orange' : 'gray'}
      variant="light"
      styles={READABLE_ALERT}
      icon={<IconClockHour4 size={20} aria-hidden="true" />}
      title={remaining > 0 ? t('deadline.title') : t('deadline.passedTitle')}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{t('deadline.payBy', { time: formatInstant(deadlineAt, localeTag) })}</Text>
        {remaining > 0 ? (
          // The figure changes every second: announced only as the timer role, not each tick.
          <Text
            size="sm"
            fw={700}
            role="timer"
            aria-label={t('deadline.left', { time: formatCountdown(remaining) })}
          >
            {t('deadline.left', { time: formatCountdown(remaining) })}
          </Text>
        ) : (
          <Text size="sm" fw={700}>
            {t('deadline.passed')}
          </Text>
        )}
      </Group>
    </Alert>
  );
}
