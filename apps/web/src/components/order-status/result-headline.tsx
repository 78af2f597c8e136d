import { Alert, Text, Title } from '@mantine/core';
import type { OrderStatus } from '@travel/contracts/orders';
import { READABLE_ALERT } from './order-status';
import { STATUS_COLOR, STATUS_ICON } from './status-look';

/**
 * Where a booking ended, as the flight and hotel result pages open: the page's heading in an
 * alert of the status's hue and icon, and a line on what happens next.
 */
export function ResultHeadline({
  status,
  headline,
  text,
}: {
  status: OrderStatus;
  headline: string;
  text: string;
}) {
  const Icon = STATUS_ICON[status];
  return (
    <Alert
      color={STATUS_COLOR[status]}
      styles={READABLE_ALERT}
      variant="light"
      icon={<Icon size={24} aria-hidden="true" />}
      title={
        <Title order={1} size="h3">
          {headline}
        </Title>
      }
    >
      <Text size="sm">{text}</Text>
    </Alert>
  );
}
