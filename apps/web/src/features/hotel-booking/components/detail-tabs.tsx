import { lazy, Suspense } from 'react';
import { Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelDetail } from '@travel/contracts/hotels';
import { AmenityList } from './amenity-list';
import type * as Panels from './detail-panels';
import type * as Reviews from './reviews-panel';

let panels: Promise<typeof Panels> | undefined;
let reviews: Promise<typeof Reviews> | undefined;
/** The rooms panel's chunk and the reviews panel's, each asked for once (again after a failure). */
const loadPanels = () => {
  panels ??= import('./detail-panels').catch((error: unknown) => {
    panels = undefined;
    throw error;
  });
  return panels;
};
const loadReviews = () => {
  reviews ??= import('./reviews-panel').catch((error: unknown) => {
    reviews = undefined;
    throw error;
  });
  return reviews;
};
const RoomsPanel = lazy(async () => ({ default: (await loadPanels()).RoomsPanel }));
const ReviewsPanel = lazy(async () => ({ default: (await loadReviews()).ReviewsPanel }));
/** On the way to the tabs: both chunks, so that a click shows its panel at once. */
const prefetchPanels = () => {
  void loadPanels().catch(() => undefined);
  void loadReviews().catch(() => undefined);
};

/** A panel's place while its chunk arrives (after a click: not counted as a layout shift). */
const PanelSkeleton = () => <Skeleton height={160} radius="md" aria-hidden="true" />;

/** The detail tabs, in the spec's order (part 2 §2). */
export const DETAIL_TABS = ['overview', 'rooms', 'amenity', 'about', 'reviews'] as const;
export type DetailTab = (typeof DETAIL_TABS)[number];

export const tabOfHash = (hash: string): DetailTab => {
  const value = hash.replace(/^#/, '');
  return (DETAIL_TABS as readonly string[]).includes(value) ? (value as DetailTab) : 'overview';
};

/**
 * Overview, rooms, amenity, about and reviews as Mantine tabs (arrow keys move between them,
 * each panel is labelled by its tab). The chosen tab lives in the URL hash so a link or a
 * reload opens the same one.
 */
export function DetailTabs({
  hotel,
  tab,
  onTab,
  bookPathFor,
  refreshing,
}: {
  hotel: HotelDetail;
  tab: DetailTab;
  onTab: (tab: DetailTab) => void;
  bookPathFor: (roomCode: string) => string;
  refreshing: boolean;
}) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Tabs value={tab} onChange={(value) => onTab(tabOfHash(value ?? ''))} keepMounted={false}>
      <Tabs.List
        style={{ overflowX: 'auto', flexWrap: 'nowrap' }}
        onPointerEnter={prefetchPanels}
        onTouchStart={prefetchPanels}
        onFocus={prefetchPanels}
      >
        {DETAIL_TABS.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {t(`tabs.${key}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="overview" pt="md">
        <Stack gap="md">
          <Text style={{ whiteSpace: 'pre-line' }}>{hotel.overview}</Text>
          <Title order={2} size="h4">
            {t('overview.popular')}
          </Title>
          <AmenityList amenities={hotel.amenities.slice(0, 6)} label={t('overview.popular')} />
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="rooms" pt="md">
        <Suspense fallback={<PanelSkeleton />}>
          <RoomsPanel hotel={hotel} bookPathFor={bookPathFor} refreshing={refreshing} />
        </Suspense>
      </Tabs.Panel>

      <Tabs.Panel value="amenity" pt="md">
        <AmenityList amenities={hotel.amenities} label={t('tabs.amenity')} />
      </Tabs.Panel>

      <Tabs.Panel value="about" pt="md">
        <Stack gap="md" component="dl" m={0}>
          {hotel.about.map((item) => (
            <div key={item.title}>
              <Text component="dt" fw={700}>
                {item.title}
              </Text>
              <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
                {item.text}
              </Text>
            </div>
          ))}
        </Stack>
      </Tabs.Panel>

      <Tabs.Panel value="reviews" pt="md">
        <Suspense fallback={<PanelSkeleton />}>
          <ReviewsPanel hotel={hotel} />
        </Suspense>
      </Tabs.Panel>
    </Tabs>
  );
}
