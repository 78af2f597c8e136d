import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, type TablerIcon } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { usePageTitle } from '../../lib/use-page-title';

/** The common frame of the 400, 404 and error pages: an icon, the status, a line of help, a way home. */
export function StatusPage({
  icon: Icon,
  title,
  text,
  actions,
}: {
  icon: TablerIcon;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 48, sm: 96 }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={88} radius={44} variant="light" aria-hidden="true">
          <Icon size={48} stroke={1.5} />
        </ThemeIcon>
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
