import type { ReactNode } from 'react';
import { Button, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Phones (and the map page): the filters open from the bottom, 90% high. */
export function FiltersDrawer({
  children,
  showLabel,
  onClose,
}: {
  children: ReactNode;
  showLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('hotels');
  return (
    <Drawer
      opened
      onClose={onClose}
      title={t('filters.title')}
      position="bottom"
      size="90%"
      closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
    >
      {children}
      <Button fullWidth mt="lg" onClick={onClose}>
        {showLabel}
      </Button>
    </Drawer>
  );
}
