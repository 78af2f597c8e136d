import { Group } from '@mantine/core';

/**
 * Accepted card brands (spec part 1 §3: MasterCard, Visa, American Express, Discover), drawn as
 * small inline SVG badges in the brands' colours; no logo files are shipped.
 */
const badge = { width: 52, height: 34, viewBox: '0 0 52 34' } as const;

function Frame({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <svg {...badge} role="img" aria-label={label} focusable="false">
      <title>{label}</title>
      <rect x="0.5" y="0.5" width="51" height="33" rx="5" fill="#fff" stroke="#ced4da" />
      {children}
    </svg>
  );
}

export function PaymentBadges() {
  return (
    <Group gap={8} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      <li>
        <Frame label="MasterCard">
          <circle cx="21" cy="17" r="9" fill="#eb001b" />
          <circle cx="31" cy="17" r="9" fill="#f79e1b" fillOpacity="0.9" />
        </Frame>
      </li>
      <li>
        <Frame label="Visa">
          <text
            x="26"
            y="22"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="15"
            fontWeight="900"
            fontStyle="italic"
            fill="#1a1f71"
          >
            VISA
          </text>
        </Frame>
      </li>
      <li>
        <Frame label="American Express">
          <rect x="4" y="5" width="44" height="24" rx="3" fill="#006fcf" />
          <text
            x="26"
            y="21"
            textAnchor="middle"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="10"
            fontWeight="900"
            fill="#fff"
          >
            AMEX
          </text>
        </Frame>
      </li>
      <li>
        <Frame label="Discover">
          <text
            x="5"
            y="21"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="8.5"
            fontWeight="800"
            fill="#231f20"
          >
            DISC
          </text>
          <circle cx="29.5" cy="18" r="4.3" fill="#f58220" />
          <text
            x="34.5"
            y="21"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="8.5"
            fontWeight="800"
            fill="#231f20"
          >
            VER
          </text>
        </Frame>
      </li>
    </Group>
  );
}
