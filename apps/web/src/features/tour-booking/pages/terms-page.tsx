import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** The sections of the terms and how many points each has (texts: `terms.<section>.<n>`). */
const SECTIONS = [
  ['booking', 4],
  ['confirmation', 3],
  ['changes', 4],
  ['travel', 3],
  ['liability', 3],
  ['privacy', 2],
] as const;

/**
 * /tour/terms-of-service and /Cruise/terms-of-service: the booking terms in the page's language
 * (spec part 2 §7: "a static terms-of-service JSON per language"), the text the booking form
 * asks the traveller to accept. The text is this feature's translation file, one per language.
 */
export function TermsPage() {
  // The terms' long texts are a namespace of their own (src/locales/<lng>/tour-terms.json), so
  // the booking form's words (tour-booking) do not carry them.
  const { t } = useTranslation('tour-terms');
  usePageTitle(t('terms.title'));
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('terms.title')}</Title>
        <Text c="gray.7">{t('terms.intro')}</Text>
        {SECTIONS.map(([section, points]) => (
          <Stack gap="xs" key={section} component="section" aria-labelledby={`terms-${section}`}>
            <Title order={2} size="h4" id={`terms-${section}`}>
              {t(`terms.${section}.title`)}
            </Title>
            <List spacing={4} size="sm">
              {Array.from({ length: points }, (_, i) => (
                <List.Item key={i}>{t(`terms.${section}.${i + 1}`)}</List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Anchor component={Link} to="/" size="sm">
          {t('terms.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
