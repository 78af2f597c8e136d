import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';

/** The common frame of the 400, 404 and error pages: a big status, a line of help, a way home. */
export function StatusPage({
  code,
  title,
  text,
  actions,
}: {
  code?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        {code ? (
          <Text
            aria-hidden="true"
            fw={900}
            c="ocean.1"
            style={{ fontSize: 'clamp(4rem, 18vw, 8rem)', lineHeight: 1 }}
          >
            {code}
          </Text>
        ) : null}
        <Title order={1}>{title}</Title>
        <Text c="gray.7" maw={480}>
          {text}
        </Text>
        <Group justify="center" mt="sm">
          {actions}
          <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden="true" />}>
            {t('status.home', { defaultValue: 'Back to home' })}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
