/**
 * No airline logos ship offline (the data packages carry none), so every airline gets a drawn
 * mark: its two-character code on a tile whose colour is derived from the code. The same
 * airline always gets the same colour on every page; the tile is dark enough (lightness 32%)
 * that white text on it passes WCAG AA at any hue.
 */
export function airlineHue(code: string): number {
  let hash = 0;
  for (const char of code.toUpperCase()) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function AirlineMonogram({
  code,
  name,
  size = 32,
}: {
  /** IATA airline code, e.g. `UA`. */
  code: string;
  /** The airline's name: given, the mark is an image named after it; omitted, decorative. */
  name?: string;
  size?: number;
}) {
  const label = code.toUpperCase().slice(0, 3);
  const a11y = name ? { role: 'img', 'aria-label': name } : { 'aria-hidden': true as const };
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      focusable="false"
      data-airline={label}
      {...a11y}
    >
      {name ? <title>{name}</title> : null}
      <rect width="32" height="32" rx="8" fill={`hsl(${airlineHue(label)} 55% 32%)`} />
      <path d="M4 24.5h24" stroke="#fff" strokeOpacity="0.35" strokeWidth="1.5" />
      <text
        x="16"
        y="19.5"
        textAnchor="middle"
        fontFamily="system-ui, -apple-system, 'Segoe UI', sans-serif"
        fontWeight="700"
        fontSize={label.length > 2 ? 10 : 12.5}
        letterSpacing="0.5"
        fill="#fff"
      >
        {label}
      </text>
    </svg>
  );
}
