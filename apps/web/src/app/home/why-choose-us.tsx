import { Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDiscount, IconHeadset, IconLock, IconArrowsExchange } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';

const REASONS = [
  { key: 'prices', Icon: IconDiscount },
  { key: 'support', Icon: IconHeadset },
  { key: 'secure', Icon: IconLock },
  { key: 'flexible', Icon: IconArrowsExchange },
] as const;

/** The "why choose us" list of four reasons (spec part 1 §1, part 2 §2). */
export function WhyChooseUs() {
  const { t } = useTranslation();
  return (
    <Container component="section" aria-labelledby="why-title" py={{ base: 'xl', sm: 48 }}>
      <Title order={2} id="why-title" ta="center" mb="xl">
        {t('home.whyTitle')}
      </Title>
      <SimpleGrid
        component="ul"
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {REASONS.map(({ key, Icon }) => (
          <Stack component="li" key={key} gap="xs">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <Icon size={24} />
              </ThemeIcon>
              <Title order={3}>{t(`home.why.${key}.title`)}</Title>
            </Group>
            <Text c="gray.7" size="sm">
              {t(`home.why.${key}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  );
}
