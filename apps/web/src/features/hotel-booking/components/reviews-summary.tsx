import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { EmptyState } from '../../../components/page-states';
import { scoreText } from '../../../products/hotel/hotel-format';

const WORDS = ['excellent', 'good', 'normal', 'bad', 'terrible'] as const;
const ASPECTS = ['cleanliness', 'location', 'service', 'value'] as const;

/**
 * The reviews tab: the rating summary (share per rating word, terrible … excellent, and the
 * four aspects). No written reviews exist in this demo, and the tab says so plainly.
 */
export function ReviewsSummary({ reviews }: { reviews: HotelDetail['reviews'] }) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <Group gap="lg" align="flex-start" wrap="wrap">
          <Stack gap={0} miw={120}>
            <Text fz={36} fw={800} lh={1.1}>
              {scoreText(reviews.rating)}
            </Text>
            <Text size="sm" c="gray.7">
              {t('reviews.basedOn', { count: reviews.reviewCount })}
            </Text>
          </Stack>
          <Stack gap={6} style={{ flex: '1 1 260px' }} component="dl" m={0}>
            {WORDS.map((word) => (
              <Group key={word} gap="sm" wrap="nowrap">
                <Text component="dt" size="sm" w={90}>
                  {t(`reviews.words.${word}`)}
                </Text>
                <Progress
                  value={reviews.distribution[word]}
                  style={{ flex: 1 }}
                  aria-hidden="true"
                  color="teal"
                />
                <Text component="dd" size="sm" w={48} ta="right" m={0}>
                  {t('reviews.percent', { value: reviews.distribution[word] })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </Paper>
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('reviews.aspectsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
          {ASPECTS.map((aspect) => (
            <Paper key={aspect} withBorder radius="md" p="sm">
              <Text component="dt" size="sm" c="gray.7">
                {t(`reviews.aspects.${aspect}`)}
              </Text>
              <Text component="dd" fw={700} m={0}>
                {scoreText(reviews.aspects[aspect])}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Stack>
      <EmptyState
        icon={<IconMessageOff size={26} />}
        title={t('reviews.noWrittenTitle')}
        text={t('reviews.noWrittenText')}
      />
    </Stack>
  );
}
