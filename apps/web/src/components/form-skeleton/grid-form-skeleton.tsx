import { Skeleton, Stack } from '@mantine/core';
import { FieldSkeleton } from './field-skeleton';

/**
 * The CSS module of the search form the skeleton stands in for: its `grid`, the `submit` cell
 * and the `submitSkeleton` height of Search.
 */
export type GridFormClasses = Readonly<Record<string, string>>;

/**
 * A one-grid search form's frame while its code loads (hotels; tours and cruises): its fields
 * and then Search, in the form's own grid classes, so the form takes exactly this space when
 * it arrives. Only Mantine's Skeleton: nothing heavy on the home page's first load.
 */
export function GridFormSkeleton({
  label,
  reserved,
  fields,
  classes,
}: {
  /** Read by screen readers while the form loads. */
  label: string;
  /** `data-reserved`: which form takes this space. */
  reserved: string;
  /** How many fields come before Search. */
  fields: number;
  classes: GridFormClasses;
}) {
  return (
    <Stack gap="md" aria-busy="true" aria-live="polite" data-reserved={reserved}>
      <span className="sr-only">{label}</span>
      <div className={classes.grid}>
        {Array.from({ length: fields }, (_, index) => (
          <FieldSkeleton key={index} />
        ))}
        <Skeleton
          height={36}
          className={`${classes.submit ?? ''} ${classes.submitSkeleton ?? ''}`}
          aria-hidden="true"
        />
      </div>
    </Stack>
  );
}
