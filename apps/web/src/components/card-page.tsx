import type { ReactNode } from 'react';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/use-page-title';

/**
 * A page that is one bordered card (registration, password reset, unsubscribe): its heading,
 * which is also the document title, a line of introduction, then the content.
 */
export function CardPage({
  title,
  intro,
  size = 'sm',
  children,
}: {
  title: string;
  intro: string;
  size?: 'sm' | 'md';
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            <Text c="gray.7">{intro}</Text>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
