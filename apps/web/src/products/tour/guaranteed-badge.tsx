import { Badge } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';

/**
 * "Guaranteed to run" on a departure (cards, the departures calendar, the order): teal with the
 * text in near-black, as teal on its light tint falls short of 4.5:1 (axe).
 */
export function GuaranteedBadge({ label, size = 'sm' }: { label: string; size?: 'xs' | 'sm' }) {
  return (
    <Badge
      size={size}
      color="teal"
      variant="light"
      c="gray.9"
      leftSection={<IconShieldCheck size={size === 'xs' ? 10 : 12} aria-hidden="true" />}
    >
      {label}
    </Badge>
  );
}
