import { useEffect, useRef } from 'react';
import { Tooltip } from '@mantine/core';
import { SocialButton, type SocialButtonProps } from './social-button';

/**
 * The social button inside its tooltip; loaded on the first hover, focus or touch (the tooltip
 * brings a positioning engine the first screen does not need). It replaces the plain button,
 * so it takes the focus over and opens at once when that first hover or focus is still on.
 */
export function SocialTooltipButton({
  focus,
  opened,
  ...button
}: Omit<SocialButtonProps, 'ref'> & { focus: boolean; opened: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Tooltip
      label={button.unavailable}
      events={{ hover: true, focus: true, touch: true }}
      withArrow
      defaultOpened={opened}
    >
      <SocialButton ref={ref} {...button} />
    </Tooltip>
  );
}
