import { Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './results.module.css';

/** Result-card shaped placeholders while the search runs (after the 0.3 s throttle). */
export function ResultsSkeleton({ rows = 4 }: { rows?: number }) {
  const { t } = useTranslation('flights');
  return (
    <Stack gap="sm">
      <span className={classes.srOnly}>{t('results.searching')}</span>
      {Array.from({ length: rows }, (_, index) => (
        <Paper key={index} withBorder radius="md" p="md" aria-hidden="true">
          <Stack gap="sm">
            <Skeleton height={14} width="30%" />
            <Skeleton height={28} />
            <Skeleton height={14} width="55%" />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
