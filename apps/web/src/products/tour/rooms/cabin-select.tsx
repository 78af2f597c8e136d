import { useId, type ReactNode } from 'react';

/*
 * The cabin category: a native select drawn as the theme's inputs (label, 36 px field, border,
 * radius), not Mantine's NativeSelect, whose Input wrapper (5 KB br) no other part of the tour
 * and cruise detail pages' first screen needs (issue 14 §5).
 */
const LABEL = {
  display: 'block',
  marginBottom: 4,
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 500,
} as const;
const FIELD = {
  display: 'block',
  width: '100%',
  maxWidth: 360,
  height: 36,
  padding: '0 var(--mantine-spacing-sm)',
  font: 'inherit',
  fontSize: 'var(--mantine-font-size-sm)',
  color: 'var(--mantine-color-text)',
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 'var(--mantine-radius-default)',
  cursor: 'pointer',
} as const;

export function CabinSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} style={LABEL}>
        {label}
      </label>
      <select
        id={id}
        style={FIELD}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {children}
      </select>
    </div>
  );
}
