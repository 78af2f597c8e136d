import type { ReactNode } from 'react';
import { Button, Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Below 768 px the filters open from the bottom, 90% high (spec part 2 §2 mobile drawers). */
export function FiltersDrawer({
  children,
  showLabel,
  onClose,
}: {
  children: ReactNode;
  showLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('flights');
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
