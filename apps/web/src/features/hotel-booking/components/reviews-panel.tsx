import { useId } from 'react';
import {
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { HotelDetail, HotelReview } from '@travel/contracts/hotels';
import { EmptyState } from '../../../components/page-states';
import { ErrorBox } from '../../../components/error-box';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { hotelReviewsQueryOptions } from '../api/hotel-reviews';
import { ReviewsSummary } from './reviews-summary';

/** "October 2026" from `2026-10`, in the page's language. */
function monthLabel(stayMonth: string, localeTag: string): string {
  const [year = 0, month = 1] = stayMonth.split('-').map(Number);
  return new Intl.DateTimeFormat(localeTag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, 1));
}

/** One written review: its title, score and word, who wrote it and when, and its text. */
function ReviewCard({ review, localeTag }: { review: HotelReview; localeTag: string }) {
  const { t } = useTranslation('hotel-booking');
  const headingId = useId();
  const word = t(`scoreWords.${review.word}`);
  const score = review.score.toFixed(1);
  const facts = [
    t('reviews.reviewer', review.reviewer),
    t(`reviews.traveller.${review.traveller}`),
    t('reviews.stayed', {
      count: review.nights,
      month: monthLabel(review.stayMonth, localeTag),
    }),
    review.room,
  ];
  return (
    <Paper
      component="article"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      data-review-id={review.id}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <Stack gap={2}>
          <Title order={4} size="h5" id={headingId}>
            {review.title}
          </Title>
          <Text size="xs" c="gray.7">
            {facts.join(' · ')}
          </Text>
        </Stack>
        <Stack gap={2} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge color="ocean" variant="filled" radius="sm" aria-hidden="true">
            {t('reviews.score', { score })}
          </Badge>
          <Text size="xs" fw={700} aria-hidden="true">
            {word}
          </Text>
          <VisuallyHidden>{t('reviews.scoreLabel', { score, word })}</VisuallyHidden>
        </Stack>
      </Group>
      <Text size="sm" mt="xs">
        {review.text}
      </Text>
    </Paper>
  );
}

/** The shape of the first reviews while they load. */
function ReviewsSkeleton() {
  const { t } = useTranslation('hotel-booking');
  return (
    <Stack gap="sm" aria-busy="true">
      <VisuallyHidden role="status">{t('reviews.loading')}</VisuallyHidden>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} height={112} radius="md" />
      ))}
    </Stack>
  );
}

/**
 * The written reviews (`GET /api/HotelReviews`), five at a time with "Show more reviews": while
 * the first load, a failure with a retry, or none yet.
 */
function WrittenReviews({ hotelId }: { hotelId: string }) {
  const { t } = useTranslation('hotel-booking');
  const localeTag = localeTagOf(useLanguage());
  const reviews = useInfiniteQuery(hotelReviewsQueryOptions(hotelId));
  const total = reviews.data?.pages[0]?.total ?? 0;
  const shown = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  let body;
  if (reviews.isPending) body = <ReviewsSkeleton />;
  else if (reviews.isError && shown.length === 0) {
    body = (
      <ErrorBox error={reviews.error} ns="hotel-booking" onRetry={() => void reviews.refetch()} />
    );
  } else if (total === 0) {
    body = (
      <EmptyState
        icon={<IconMessageOff size={26} />}
        title={t('reviews.noWrittenTitle')}
        text={t('reviews.noWrittenText')}
      />
    );
  } else {
    body = (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} localeTag={localeTag} />
            </li>
          ))}
        </Stack>
        {reviews.isFetchNextPageError ? (
          <ErrorBox
            error={reviews.error}
            ns="hotel-booking"
            onRetry={() => void reviews.fetchNextPage()}
          />
        ) : null}
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="gray.7" aria-live="polite">
            {t('reviews.shown', { shown: shown.length, total })}
          </Text>
          {reviews.hasNextPage ? (
            <Button
              variant="light"
              loading={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              {t('reviews.showMore')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby={`${hotelId}-written`}>
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={3} size="h4" id={`${hotelId}-written`}>
          {t('reviews.writtenTitle')}
        </Title>
        {total > 0 ? (
          <Text size="sm" c="gray.7">
            {t('reviews.writtenCount', { count: total })}
          </Text>
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}

/**
 * The reviews tab: the rating summary, then the written reviews. A chunk of its own, loaded
 * when the traveller heads for the tabs or opens the page on this one.
 */
export function ReviewsPanel({ hotel }: { hotel: HotelDetail }) {
  return (
    <Stack gap="xl">
      <ReviewsSummary reviews={hotel.reviews} />
      <WrittenReviews hotelId={hotel.id} />
    </Stack>
  );
}
