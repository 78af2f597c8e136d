import type { ComponentType } from 'react';
import { Card, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from '../../../lib/router';

/** One destination on the account home: the whole card is the link. */
export function AccountLinkCard({
  to,
  icon: Icon,
  title,
  text,
}: {
  to: string;
  icon: ComponentType<{ size?: number }>;
  title: string;
  text: string;
}) {
  return (
    <Card component={Link} to={to} withBorder radius="md" padding="lg" className="account-card">
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <Icon size={24} />
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="lg">
            {title}
          </Text>
          <Text size="sm" c="gray.7">
            {text}
          </Text>
        </Stack>
        <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0, alignSelf: 'center' }} />
      </Group>
    </Card>
  );
}
