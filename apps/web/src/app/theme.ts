import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/**
 * The one Mantine theme. Primary "ocean" blue at shade 7 carries white text at 6.6:1 and is
 * readable as link text on white (AA); "sun" is the accent for prices and promotions.
 */
const ocean: MantineColorsTuple = [
  '#e7f1fb',
  '#d0e2f5',
  '#a1c3ea',
  '#6fa2df',
  '#4687d5',
  '#2c76cf',
  '#1c6bcc',
  '#0b5cad',
  '#064f98',
  '#003f7f',
];

const sun: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc2',
  '#ffde85',
  '#ffcc45',
  '#ffbd14',
  '#ffb703',
  '#e6a300',
  '#b37f00',
  '#8a6200',
  '#5c4100',
];

export const theme = createTheme({
  primaryColor: 'ocean',
  primaryShade: 7,
  colors: { ocean, sun },
  focusRing: 'auto',
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "PingFang SC", "Microsoft YaHei", sans-serif',
    fontWeight: '700',
    sizes: {
      h1: { fontSize: '2rem', lineHeight: '1.25' },
      h2: { fontSize: '1.5rem', lineHeight: '1.3' },
      h3: { fontSize: '1.2rem', lineHeight: '1.35' },
    },
  },
  components: {
    Container: { defaultProps: { size: 'xl' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
  other: {
    headerHeight: 64,
  },
});

/**
 * Mantine's default hint grey (gray.6 on white, 3.3:1) and error red (red.6, 3.6:1) fail WCAG AA
 * for small text, and every form's descriptions and errors use them. Darker shades pass:
 * gray.7 is 8:1 and red.9 is 6:1 on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7],
    '--mantine-color-error': t.colors.red[9],
  },
  dark: {},
});
