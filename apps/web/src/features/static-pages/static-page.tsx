import { use } from 'react';
import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n';
import { env } from '../../config/env';
import { localeTagOf, useLanguage } from '../../lib/language';
import { usePageTitle } from '../../lib/use-page-title';
import { fillPlaceholders, loadStaticDocument, type StaticPageSlug } from './documents';

/** One static page, rendered from the current language's document (default English). */
export function StaticPage({ slug }: { slug: StaticPageSlug }) {
  const language = useLanguage();
  const { t } = useTranslation('static-pages');
  const document = use(loadStaticDocument(language, slug));
  usePageTitle(document.title);

  const values = { phone: env.phone, email: env.supportEmail };
  const fill = (text: string) => fillPlaceholders(text, values);
  const updated = new Date(`${document.updated}T00:00:00Z`).toLocaleDateString(
    localeTagOf(language),
    { dateStyle: 'long', timeZone: 'UTC' },
  );

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Paper component="article" p={{ base: 'md', sm: 'xl' }} radius="lg" withBorder>
        <Stack gap="md">
          <div>
            <Title order={1}>{document.title}</Title>
            <Text size="sm" c="gray.7" mt={4}>
              {t('lastUpdated', { date: updated })}
            </Text>
          </div>
          {document.sections.map((section, index) => (
            <section key={index}>
              {section.heading ? (
                <Title order={2} size="h3" mb="xs">
                  {fill(section.heading)}
                </Title>
              ) : null}
              {section.type === 'p' ? (
                <Text lh={1.7}>{fill(section.text)}</Text>
              ) : (
                <List spacing={6} lh={1.6}>
                  {section.items.map((item) => (
                    <List.Item key={item}>{fill(item)}</List.Item>
                  ))}
                </List>
              )}
            </section>
          ))}
        </Stack>
      </Paper>
    </Container>
  );
}
