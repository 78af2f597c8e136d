import { Group, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n';
import { scoreText } from './hotel-format';

/** Stars (the rating's integer part) and the score "x/5" with the review count (spec part 2 §2). */
export function HotelStars({
  stars,
  rating,
  reviewCount,
}: {
  stars: number;
  rating: number;
  reviewCount?: number;
}) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Group gap={2} role="img" aria-label={t('header.stars', { count: stars })} wrap="nowrap">
        {Array.from({ length: stars }, (_, index) => (
          <IconStarFilled key={index} size={16} color="var(--mantine-color-yellow-6)" aria-hidden />
        ))}
      </Group>
      <Text size="sm" fw={700}>
        {scoreText(rating)}
      </Text>
      {reviewCount !== undefined ? (
        <Text size="sm" c="gray.7">
          {t('header.reviews', { count: reviewCount })}
        </Text>
      ) : null}
    </Group>
  );
}
