import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useNavigation } from '../../lib/router';
import { SKELETON_THROTTLE_MS } from '@travel/contracts/constants';
import classes from './navigation-progress.module.css';

/**
 * A thin bar under the header while the next page's code or data loads. It appears only after
 * 0.3 s (the spec's skeleton throttle), so fast navigations do not flicker. A styled element
 * rather than Mantine's Progress, whose code would otherwise be in every first load.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const loading = navigation.state !== 'idle';
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      return;
    }
    const timer = window.setTimeout(() => setVisible(true), SKELETON_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [loading]);

  if (!visible) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t('loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={100}
    />
  );
}
