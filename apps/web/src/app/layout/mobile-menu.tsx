import type { ReactNode } from 'react';
import { Divider, Drawer, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';

/**
 * The phone menu: the header's links in a drawer from the right (spec part 2 §2: burger), then
 * a divider and the account part (`children`).
 */
export function MobileMenu({
  opened,
  onClose,
  links,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  links: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Drawer.Root
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      hiddenFrom="md"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's default <header>, so the page keeps a single banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title fw={700}>{t('nav.menu')}</Drawer.Title>
          <Drawer.CloseButton aria-label={t('nav.closeMenu')} />
        </Drawer.Header>
        <Drawer.Body>
          <Stack component="nav" aria-label={t('nav.main')} gap={4}>
            {links}
            <Divider my="sm" />
            {children}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
