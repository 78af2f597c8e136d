import { Button, SimpleGrid, Tooltip } from '@mantine/core';
import { IconBrandFacebook, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const PROVIDERS = [
  { id: 'google', icon: IconBrandGoogle },
  { id: 'facebook', icon: IconBrandFacebook },
] as const;

/**
 * The two social sign-in buttons of the login screen. No provider is configured in the embedded
 * default, so they are shown but unavailable (docs/decisions.md). They stay focusable
 * (`aria-disabled`, not `disabled`) so keyboard and touch users can reach the tooltip that
 * says why.
 */
export function SocialSignIn() {
  const { t } = useTranslation('accounts');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {PROVIDERS.map(({ id, icon: Icon }) => (
        <Tooltip
          key={id}
          label={t('login.socialUnavailable')}
          events={{ hover: true, focus: true, touch: true }}
          withArrow
        >
          <Button
            variant="default"
            leftSection={<Icon size={18} aria-hidden />}
            data-disabled
            aria-disabled="true"
            aria-description={t('login.socialUnavailable')}
            onClick={(event) => event.preventDefault()}
          >
            {t(`login.social.${id}`)}
          </Button>
        </Tooltip>
      ))}
    </SimpleGrid>
  );
}
