/*
 * The form and its summary: one column on a phone with the summary first (flex, reversed), two
 * from md (grid, 2:1, in DOM order). Both layouts are in the style: `display` picks the one
 * that applies, so no layout component (Grid, Flex) joins the page's first load. The form and
 * the server's first HTML (book-frame.tsx) share it, so the summary stands in the same place.
 */
export const COLUMNS = {
  flexDirection: 'column-reverse',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: 'var(--mantine-spacing-lg)',
} as const;

export const COLUMNS_DISPLAY = { base: 'flex', md: 'grid' } as const;

/** The summary's column: it stays in view beside the form from md. */
export const SUMMARY_STICKY = {
  position: 'sticky',
  top: 'calc(var(--header-height) + 16px)',
} as const;
