import { Skeleton } from '@mantine/core';
import classes from './field-skeleton.module.css';

/**
 * A labelled input's placeholder, exactly as tall as Mantine's label and default-size input, so
 * a form drawn from these keeps its height when the real fields replace it.
 */
export function FieldSkeleton({ labelWidth = '40%' }: { labelWidth?: number | string }) {
  return (
    <div className={classes.field} aria-hidden="true">
      <Skeleton height={12} width={labelWidth} className={classes.label} />
      <Skeleton height="100%" />
    </div>
  );
}
