import { Badge, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HotelDetail } from '@travel/contracts/hotels';
import { HotelGallery } from './hotel-gallery';
import { HotelStars } from './hotel-stars';

const coordinate = (value: number, positive: string, negative: string) =>
  `${Math.abs(value).toFixed(4)}° ${value >= 0 ? positive : negative}`;

/**
 * The top of /hotel/{id}: gallery, name, stars, score x/5 with the review count, address and
 * a static location line (the map lives on /hotels/map; this page stays light).
 */
export function HotelHeader({ hotel }: { hotel: HotelDetail }) {
  const { t } = useTranslation('hotel-booking');
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <HotelGallery pictures={hotel.pictures.length > 0 ? hotel.pictures : [hotel.picture]} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm">
          <Badge variant="light" color="gray" c="gray.9" w="fit-content">
            {hotel.chainName}
          </Badge>
          <Title order={1} size="h2">
            {hotel.name}
          </Title>
          <HotelStars stars={hotel.stars} rating={hotel.rating} reviewCount={hotel.reviewCount} />
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden="true" style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={0}>
              <Text size="sm">
                {hotel.street}, {hotel.city}, {hotel.countryName}
              </Text>
              <Text size="xs" c="gray.7">
                {t('header.location', {
                  latitude: coordinate(hotel.latitude, 'N', 'S'),
                  longitude: coordinate(hotel.longitude, 'E', 'W'),
                  timeZone: hotel.timeZone,
                })}
              </Text>
            </Stack>
          </Group>
          <Text size="sm" c="gray.7">
            {t('header.checkTimes', { from: hotel.checkInFrom, until: hotel.checkOutUntil })}
          </Text>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
