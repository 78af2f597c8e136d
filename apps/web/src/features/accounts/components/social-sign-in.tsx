import { useRef, useState } from 'react';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { SocialButton, type SocialProvider } from './social-button';
import type { SocialTooltipButton } from './social-tooltip';

const PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];

let tooltipModule: Promise<typeof SocialTooltipButton> | undefined;
function loadTooltip(): Promise<typeof SocialTooltipButton> {
  tooltipModule ??= import('./social-tooltip').then(
    (module) => module.SocialTooltipButton,
    (error: unknown) => {
      tooltipModule = undefined; // tried again at the next hover or focus
      throw error;
    },
  );
  return tooltipModule;
}

interface Armed {
  Component: typeof SocialTooltipButton;
  focus: boolean;
  opened: boolean;
}

function ProviderButton({ provider }: { provider: SocialProvider }) {
  const { t } = useTranslation('accounts');
  const ref = useRef<HTMLButtonElement>(null);
  const [armed, setArmed] = useState<Armed | null>(null);
  const button = {
    provider,
    label: t(`login.social.${provider}`),
    unavailable: t('login.socialUnavailable'),
  };
  const arm = () => {
    loadTooltip().then(
      (Component) => {
        const element = ref.current;
        if (!element) return;
        const focus = element === document.activeElement;
        const opened = focus || element.matches(':hover');
        setArmed((current) => current ?? { Component, focus, opened });
      },
      () => undefined, // no tooltip: the button still says why in its description
    );
  };
  if (armed) {
    return <armed.Component {...button} focus={armed.focus} opened={armed.opened} />;
  }
  return (
    <SocialButton ref={ref} {...button} onPointerEnter={arm} onFocus={arm} onTouchStart={arm} />
  );
}

/**
 * The two social sign-in buttons of the login screen. No provider is configured in the embedded
 * default, so they are shown but unavailable (docs/decisions.md), with a tooltip that says why;
 * the tooltip's code loads on the first hover, focus or touch.
 */
export function SocialSignIn() {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {PROVIDERS.map((provider) => (
        <ProviderButton key={provider} provider={provider} />
      ))}
    </SimpleGrid>
  );
}
