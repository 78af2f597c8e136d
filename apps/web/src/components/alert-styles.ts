/**
 * Light alerts colour their title with the tint's own shade, which fails WCAG AA on the tint
 * (orange 3.6:1, teal 4.3:1); titles use the text colour instead, the icon and border keep the
 * hue.
 */
export const READABLE_ALERT = { title: { color: 'var(--mantine-color-text)' } } as const;
