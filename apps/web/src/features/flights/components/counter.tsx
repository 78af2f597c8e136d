import { ActionIcon, Group, Text } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

/**
 * A number between bounds with − and + buttons (spec part 2 §5: default step 1, buttons
 * disabled at the bounds). The value is announced as it changes.
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
    <Group justify="space-between" wrap="nowrap" gap="md">
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
          onClick={() => onChange(value - 1)}
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
          onClick={() => onChange(value + 1)}
        >
          <IconPlus size={16} aria-hidden="true" />
        </ActionIcon>
      </Group>
    </Group>
  );
}
