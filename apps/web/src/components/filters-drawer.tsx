import type { ReactNode } from 'react';
import { Button, Drawer } from '@mantine/core';
import { useTranslation } from '../lib/i18n';

/**
 * Result filters on phones (flights, hotels): a bottom drawer 90% high (spec part 2 §2 mobile
 * drawers) with a button that closes it and says how many results the filters keep.
 */
export function FiltersDrawer({
  children,
  title,
  showLabel,
  onClose,
}: {
  children: ReactNode;
  title: string;
  showLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened
      onClose={onClose}
      title={title}
      position="bottom"
      size="90%"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      {children}
      <Button fullWidth mt="lg" onClick={onClose}>
        {showLabel}
      </Button>
    </Drawer>
  );
}
