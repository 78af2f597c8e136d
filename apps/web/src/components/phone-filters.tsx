import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Badge, Button } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFilter } from '@tabler/icons-react';

// The drawer (and its modal machinery) loads when it is first opened, never with the page.
const FiltersDrawer = lazy(async () => ({
  default: (await import('./filters-drawer')).FiltersDrawer,
}));

/**
 * Below 768 px the result pages (flights, hotels) put their filters in a drawer. Read on the
 * first render, not in an effect: a phone never draws the desktop filters column first (a flash
 * and a layout shift; the results render in the browser only).
 */
export function usePhoneLayout(): boolean {
  return (
    useMediaQuery('(max-width: 47.99em)', undefined, { getInitialValueInEffect: false }) ?? false
  );
}

/**
 * The phone's "Filters" button, with the number of filters in force, and the drawer it opens
 * (components/filters-drawer.tsx, a portal, so where this stands in the page does not matter).
 */
export function PhoneFilters({
  title,
  active,
  showLabel,
  children,
}: {
  /** The button's text and the drawer's title. */
  title: string;
  /** How many filters are in force (a badge when there are any). */
  active: number;
  /** The drawer's closing button: how many results the filters keep. */
  showLabel: string;
  /** The filters panel. */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden="true" />}
        rightSection={active > 0 ? <Badge size="sm">{active}</Badge> : null}
        onClick={() => setOpen(true)}
      >
        {title}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FiltersDrawer title={title} onClose={() => setOpen(false)} showLabel={showLabel}>
            {children}
          </FiltersDrawer>
        </Suspense>
      ) : null}
    </>
  );
}
