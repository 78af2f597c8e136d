import type { ReactNode } from 'react';
import { Badge, Box, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { HotelHeading } from '../lib/hotel-heading';

/** The large picture: 280 px, less on a phone so that the price and Reserve fit the screen. */
export const GALLERY_HEIGHT = 'min(280px, 56vw)';
/** The thumbnails: one row of up to five on a phone, six a row wider. */
export const THUMBNAIL_COLUMNS = { base: 5, sm: 6 } as const;
/** The best-rate box's height, held while the hotel's rates are on their way. */
export const OFFER_HEIGHT = 132;
/** The small map's height. */
export const LOCATION_MAP_HEIGHT = 200;

/**
 * The top of /hotel/{id}: gallery, then name, stars, score x/5 with its word and the review
 * count, the best rate with Reserve (`offer`), the address and check-in times, and the small
 * map (`map`). On a phone the gallery comes first and the best rate stays on the first screen.
 * The gallery, stars, offer and map are passed in: HotelHeader draws them, the page's first
 * HTML (HotelHeaderPreview) reserves their space.
 */
export function HotelHeaderView({
  heading,
  gallery,
  stars,
  offer,
  map,
}: {
  heading: HotelHeading;
  gallery: ReactNode;
  stars: ReactNode;
  offer: ReactNode;
  map: ReactNode;
}) {
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>{gallery}</Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Badge variant="light" color="gray" c="gray.9" w="fit-content">
            {heading.chainName}
          </Badge>
          <Title order={1} size="h2">
            {heading.name}
          </Title>
          {stars}
          <Box mih={OFFER_HEIGHT}>{offer}</Box>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0}>
              <Text size="sm">{heading.address}</Text>
              <Text size="xs" c="gray.7">
                {heading.location}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" c="gray.7">
            {heading.checkTimes}
          </Text>
          <Box
            h={LOCATION_MAP_HEIGHT}
            pos="relative"
            style={{ borderRadius: 8, overflow: 'hidden', background: '#d4e6f3' }}
          >
            {map}
          </Box>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** HotelGallery's frame: the large picture, its caption and the thumbnails, as boxes. */
function GalleryPlaceholder({ caption, count }: { caption: string; count: number }) {
  return (
    <Stack gap="xs">
      <Skeleton height={GALLERY_HEIGHT} radius={8} />
      <Text size="sm" c="gray.7">
        {caption}
      </Text>
      {count > 1 ? (
        <SimpleGrid cols={THUMBNAIL_COLUMNS} spacing="xs">
          {Array.from({ length: count }, (_, index) => (
            <Skeleton key={index} height={56} radius={6} />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}

/**
 * The header before the scripts (issue 10): the server writes the hotel's texts into the page's
 * first HTML (apps/web/src/app/prerender/page-fill.ts), the pictures, stars and best rate keep
 * their space, and the map's frame is there in the sea's colour.
 */
export function HotelHeaderPreview({ heading }: { heading: HotelHeading }) {
  return (
    <HotelHeaderView
      heading={heading}
      gallery={<GalleryPlaceholder caption={heading.caption} count={heading.pictureCount} />}
      stars={
        <Group gap="xs" wrap="wrap" align="center">
          <Skeleton height={16} width={88} />
          <Text size="sm" fw={700}>
            {heading.score}
          </Text>
          <Text size="sm" c="gray.7">
            {heading.reviews}
          </Text>
        </Group>
      }
      offer={<Skeleton height={OFFER_HEIGHT} radius="md" />}
      map={null}
    />
  );
}
