import type { ReactNode } from 'react';
import { Badge, Grid, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import type { HotelHeading } from '../lib/hotel-heading';

/**
 * The top of /hotel/{id}: gallery, name, stars, score x/5 with the review count, address and
 * a static location line (the map lives on /hotels/map; this page stays light). The gallery and
 * the stars are passed in: HotelHeader draws them, the page's first HTML reserves their space.
 */
export function HotelHeaderView({
  heading,
  gallery,
  stars,
}: {
  heading: HotelHeading;
  gallery: ReactNode;
  stars: ReactNode;
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
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** HotelGallery's frame: the large picture, its caption and the thumbnails, as boxes. */
function GalleryPlaceholder({ caption, count }: { caption: string; count: number }) {
  return (
    <Stack gap="xs">
      <Skeleton height={280} radius={8} />
      <Text size="sm" c="gray.7">
        {caption}
      </Text>
      {count > 1 ? (
        <SimpleGrid cols={{ base: 4, sm: 6 }} spacing="xs">
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
 * first HTML (apps/web/src/app/prerender/page-fill.ts), the pictures and stars keep their space.
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
    />
  );
}
