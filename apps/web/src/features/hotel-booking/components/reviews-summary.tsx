import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { HOTEL_SCORE_WORDS, hotelScoreWord } from '@travel/contracts/hotel-rules';
import { scoreText } from '../../../products/hotel/hotel-format';

const ASPECTS = ['cleanliness', 'location', 'service', 'value'] as const;

/**
 * The reviews tab's summary: the score x/5 with its word, the share of ratings per word
 * (Excellent 4.5+, Very good 4.0+, Good 3.5+, Fair, Poor: the list's review-score filter's
 * bands) and the four aspects.
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
            <Text fw={700}>{t(`scoreWords.${hotelScoreWord(reviews.rating)}`)}</Text>
            <Text size="sm" c="gray.7">
              {t('reviews.basedOn', { count: reviews.reviewCount })}
            </Text>
          </Stack>
          <Stack gap={6} style={{ flex: '1 1 260px' }} component="dl" m={0}>
            {HOTEL_SCORE_WORDS.map((word) => (
              <Group key={word} gap="sm" wrap="nowrap">
                <Text component="dt" size="sm" w={90}>
                  {t(`scoreWords.${word}`)}
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
    </Stack>
  );
}
