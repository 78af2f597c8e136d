import type { ComponentPropsWithRef } from 'react';
import { Button } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';

export const PROVIDER_ICONS = { google: IconBrandGoogle, facebook: IconBrandFacebook } as const;
export type SocialProvider = keyof typeof PROVIDER_ICONS;

export interface SocialButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'color' | 'style'
> {
  provider: SocialProvider;
  label: string;
  /** Why it cannot be used: its description, and the tooltip's text. */
  unavailable: string;
}

/**
 * One social sign-in button, shown but unavailable: focusable (`aria-disabled`, not
 * `disabled`) so keyboard and touch users reach the tooltip that says why. The rest of the
 * props are the tooltip's (its ref and event handlers), passed through.
 */
export function SocialButton({
  provider,
  label,
  unavailable,
  onClick,
  ...rest
}: SocialButtonProps) {
  const Icon = PROVIDER_ICONS[provider];
  return (
    <Button
      variant="default"
      leftSection={<Icon size={18} aria-hidden />}
      data-disabled
      aria-disabled="true"
      aria-description={unavailable}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
    >
      {label}
    </Button>
  );
}
