import { useState } from 'react';
import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { HotelPicture as HotelPictureData } from '@travel/contracts/hotels';
import { HotelPicture } from '../../../products/hotel/hotel-picture';
import { GALLERY_HEIGHT, THUMBNAIL_COLUMNS } from './hotel-header-view';

/**
 * The hotel's drawn pictures: one large, the others as thumbnails that show it large. The
 * thumbnails are buttons with the caption as their name, so the gallery works from the
 * keyboard and a screen reader hears what each picture is.
 */
export function HotelGallery({ pictures }: { pictures: readonly HotelPictureData[] }) {
  const { t } = useTranslation('hotel-booking');
  const [shown, setShown] = useState(0);
  const current = pictures[shown] ?? pictures[0];
  if (!current) return null;
  return (
    <Stack gap="xs" component="section" aria-label={t('header.gallery')}>
      <HotelPicture picture={current} height={GALLERY_HEIGHT} />
      <Text size="sm" c="gray.7" aria-live="polite">
        {current.caption}
      </Text>
      {pictures.length > 1 ? (
        <SimpleGrid cols={THUMBNAIL_COLUMNS} spacing="xs">
          {pictures.map((picture, index) => (
            <UnstyledButton
              key={`${picture.kind}-${picture.seed}`}
              onClick={() => setShown(index)}
              aria-label={t('header.showPicture', { caption: picture.caption })}
              aria-pressed={index === shown}
              style={{
                borderRadius: 6,
                outlineOffset: 2,
                boxShadow: index === shown ? '0 0 0 2px var(--mantine-color-blue-6)' : undefined,
              }}
            >
              <HotelPicture picture={picture} height={56} radius={6} decorative />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
