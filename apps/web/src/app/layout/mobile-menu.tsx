import type { ReactNode } from 'react';
import { Drawer, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The phone menu: the header's links in a drawer from the right (spec part 2 §2: burger). */
export function MobileMenu({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
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
            {children}
          </Stack>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
