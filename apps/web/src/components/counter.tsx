import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/**
 * A whole number between bounds, stepped by 1 with − and + buttons that turn off at the bounds
 * (spec part 2 §5 "Counter"). The label names the group for screen readers and the current
 * value is announced when it changes.
 */
export function Counter({
  label,
  hint,
  value,
  min,
  max,
  onChange,
  decreaseLabel,
  increaseLabel,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  decreaseLabel: string;
  increaseLabel: string;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" role="group" aria-label={label}>
      <div>
        <Text fw={600} size="sm">
          {label}
        </Text>
        {hint ? (
          <Text size="xs" c="gray.7">
            {hint}
          </Text>
        ) : null}
      </div>
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={decreaseLabel}
          disabled={value <= min}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <IconMinus size={16} aria-hidden="true" />
        </ActionIcon>
        <Text component="output" aria-live="polite" w={24} ta="center" fw={600}>
          {value}
        </Text>
        <ActionIcon
          variant="default"
          radius="xl"
          aria-label={increaseLabel}
          disabled={value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          <IconPlus size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
