import { useId, type ChangeEvent } from 'react';

/*
 * A native checkbox in the theme's colour, not Mantine's Checkbox: the room settings show one
 * only for a child's bed or a cruise cabin's guarantee price, and Mantine's (4 KB br with its
 * indicator and group) was most of what the cruise detail page added to its first load (issue 14
 * §5). Label beside the box and a description under the label, as Mantine draws them.
 */
const ROW = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: 'var(--mantine-spacing-sm)',
  fontSize: 'var(--mantine-font-size-sm)',
  lineHeight: 1.45,
  cursor: 'pointer',
} as const;
const BOX = {
  width: 20,
  height: 20,
  margin: 0,
  flexShrink: 0,
  accentColor: 'var(--mantine-primary-color-filled)',
  cursor: 'pointer',
} as const;
const DESCRIPTION = {
  display: 'block',
  marginTop: 2,
  fontSize: 'var(--mantine-font-size-xs)',
  color: 'var(--mantine-color-dimmed)',
} as const;

export function RoomCheckbox({
  label,
  description,
  checked,
  onChange,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const id = useId();
  return (
    <label style={ROW}>
      <input
        type="checkbox"
        style={BOX}
        checked={checked}
        onChange={onChange}
        aria-describedby={description ? `${id}-description` : undefined}
      />
      <span>
        {label}
        {description ? (
          <span id={`${id}-description`} style={DESCRIPTION}>
            {description}
          </span>
        ) : null}
      </span>
    </label>
  );
}
