import type { ReactNode } from 'react';
import { Anchor, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * The frame of every page under /account: a way back to the account home, the page heading
 * (also the document title) and an optional action beside it.
 */
export function AccountPage({
  title,
  description,
  action,
  back = true,
  size = 'md',
  children,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
  back?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  const { t } = useTranslation('accounts');
  usePageTitle(title);
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        {back ? (
          <Anchor component={Link} to="/account" size="sm" w="fit-content">
            <Group gap={4} component="span" wrap="nowrap">
              <IconArrowLeft size={16} aria-hidden />
              {t('home.backToAccount')}
            </Group>
          </Anchor>
        ) : null}
        <Group justify="space-between" align="flex-end" gap="sm">
          <Stack gap={4}>
            <Title order={1}>{title}</Title>
            {description ? <Text c="gray.7">{description}</Text> : null}
          </Stack>
          {action}
        </Group>
        {children}
      </Stack>
    </Container>
  );
}
