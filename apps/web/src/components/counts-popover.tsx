import type { ReactNode } from 'react';
import { Button, Popover, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';

/**
 * A search form's "who travels" field: a button reading the party ("2 adults, 1 child") that
 * opens the counters (components/counter.tsx) in a popover. Focus stays in the popover while it
 * is open and returns to the button when it closes.
 */
export function CountsPopover({
  label,
  summary,
  width,
  children,
}: {
  /** What the field is ("Travellers", "Guests"): read before the summary by screen readers. */
  label: string;
  summary: string;
  width: number;
  /** The counters. */
  children: ReactNode;
}) {
  return (
    <Popover position="bottom-start" shadow="md" width={width} trapFocus returnFocus>
      <Popover.Target>
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconUsers size={18} aria-hidden="true" />}
          aria-label={`${label}: ${summary}`}
          fullWidth
          h={36}
        >
          <Text span size="sm" truncate>
            {summary}
          </Text>
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">{children}</Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
