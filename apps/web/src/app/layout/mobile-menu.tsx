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
    <Drawer
      id="mobile-menu"
      opened={opened}
      onClose={onClose}
      position="right"
      size="xs"
      title={t('nav.menu')}
      hiddenFrom="md"
    >
      <Stack component="nav" aria-label={t('nav.main')} gap={4}>
        {children}
      </Stack>
    </Drawer>
  );
}
