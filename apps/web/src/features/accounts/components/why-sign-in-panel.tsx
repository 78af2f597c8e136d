import { List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDiscount, IconRosette, IconTag } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

const BENEFITS = [
  { key: 'deals', icon: IconTag },
  { key: 'vip', icon: IconRosette },
  { key: 'discounts', icon: IconDiscount },
] as const;

/** The login screen's side panel "Why sign in?" with its three benefits (spec part 1 §2). */
export function WhySignInPanel() {
  const { t } = useTranslation('accounts');
  return (
    <Paper
      component="aside"
      aria-labelledby="why-sign-in"
      p={{ base: 'lg', sm: 'xl' }}
      radius="md"
      bg="ocean.0"
    >
      <Stack gap="lg">
        <Title order={2} size="h3" id="why-sign-in">
          {t('login.why.title')}
        </Title>
        <List
          spacing="lg"
          center={false}
          listStyleType="none"
          styles={{ itemWrapper: { alignItems: 'flex-start' } }}
        >
          {BENEFITS.map(({ key, icon: Icon }) => (
            <List.Item
              key={key}
              icon={
                <ThemeIcon size={36} radius="xl" aria-hidden>
                  <Icon size={20} />
                </ThemeIcon>
              }
            >
              <Text fw={600}>{t(`login.why.${key}.title`)}</Text>
              <Text size="sm" c="gray.7">
                {t(`login.why.${key}.text`)}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
