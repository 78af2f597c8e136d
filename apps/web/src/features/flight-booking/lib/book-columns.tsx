import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/*
 * /book's two columns, the form (2/3) and the price beside it (1/3) from md, one column in DOM
 * order on a phone: a CSS grid whose `display` picks the layout, so Mantine's Grid (a chunk of
 * its own, 2.3 KB br) is not in the page's first load (issue 14 §5).
 */
const COLUMNS = {
  flexDirection: 'column',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-lg)',
} as const;

export function BookColumns({ main, side }: { main: ReactNode; side?: ReactNode }) {
  return (
    <Box display={{ base: 'flex', md: 'grid' }} style={COLUMNS}>
      <Box miw={0}>{main}</Box>
      {side ? <Box miw={0}>{side}</Box> : null}
    </Box>
  );
}

/**
 * Fields side by side where a fieldset has room for two of 16rem, else one column: a CSS grid
 * with no breakpoint to compute (SimpleGrid was a chunk of its own in /book's first load).
 */
export const FIELD_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, max(16rem, 40%)), 1fr))',
  gap: 'var(--mantine-spacing-md)',
} as const;
