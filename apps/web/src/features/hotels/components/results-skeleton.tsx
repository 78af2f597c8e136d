import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './hotels.module.css';

/** Cards in the shape of the results while the search runs, announced as busy. */
export function ResultsSkeleton({ cards = 4 }: { cards?: number }) {
  const { t } = useTranslation('hotels');
  return (
    <Stack gap="sm" aria-busy="true" aria-live="polite">
      <span className={classes.srOnly}>{t('results.searching')}</span>
      {Array.from({ length: cards }, (_, index) => (
        <Paper key={index} withBorder radius="md" className={classes.card}>
          <Skeleton height={160} radius={0} />
          <Stack gap="xs" p="md">
            <Skeleton height={20} width="60%" />
            <Skeleton height={14} width="40%" />
            <Skeleton height={14} width="80%" />
            <Skeleton height={24} width="30%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
