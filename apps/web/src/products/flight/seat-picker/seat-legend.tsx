import { Group, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import classes from './seat-grid.module.css';

const ITEMS = [
  { key: 'free', state: 'free', paid: false },
  { key: 'paid', state: 'free', paid: true },
  { key: 'mine', state: 'mine', paid: false },
  { key: 'other', state: 'other', paid: false },
  { key: 'unavailable', state: 'unavailable', paid: false },
] as const;

/** What the seat colours mean; exit rows are the dashed rows. */
export function SeatLegend() {
  const { t } = useTranslation('seat-picker');
  return (
    <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {ITEMS.map((item) => (
        <Group key={item.key} gap={6} component="li" wrap="nowrap">
          <span
            className={`${classes.seat} ${classes.legendSwatch}`}
            data-state={item.state}
            data-paid={item.paid}
            aria-hidden="true"
          />
          <Text size="sm">{t(`legend.${item.key}`)}</Text>
        </Group>
      ))}
      <Group gap={6} component="li" wrap="nowrap">
        <span className={classes.exitRow} style={{ width: 18, height: 10 }} aria-hidden="true" />
        <Text size="sm">{t('legend.exit')}</Text>
      </Group>
    </Group>
  );
}
