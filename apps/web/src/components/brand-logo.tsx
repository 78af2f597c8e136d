/** The Travel Outlet mark: a plane over a horizon, drawn inline so it costs no request. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#0b5cad" />
      <path
        d="M6 19.5 26 12l-2.2-2.6-7.6 2.9-6-4.3-2.1.8 4.2 4.9-4.3 1.6-2.3-1.7-1.5.6 1.8 3.7Z"
        fill="#fff"
      />
      <path d="M6 23h20" stroke="#ffb703" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
