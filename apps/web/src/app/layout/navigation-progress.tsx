import { useEffect, useState } from 'react';
import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { SKELETON_THROTTLE_MS } from '@travel/contracts/constants';

/**
 * A thin bar under the header while the next page's code or data loads. It appears only after
 * 0.3 s (the spec's skeleton throttle), so fast navigations do not flicker.
 */
export function NavigationProgress() {
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
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      aria-label="Loading"
      style={{ position: 'fixed', top: 64, left: 0, right: 0, zIndex: 300 }}
    />
  );
}
