import { Badge, Group, Stack, Text, Timeline, Title } from '@mantine/core';
import { IconBed, IconToolsKitchen2 } from '@tabler/icons-react';
import type { TourInfo } from '@travel/contracts/tours-detail';
import { useTranslation } from '../../../lib/i18n';

/** The itinerary by day (TourBriefItinerary): places, included meals and the night's hotel. */
export function TourItinerary({ days }: { days: TourInfo['TourBriefItinerary'] }) {
  const { t } = useTranslation('tours');
  return (
    <section aria-labelledby="tour-itinerary">
      <Title order={2} size="h3" id="tour-itinerary" mb="sm">
        {t('detail.itinerary')}
      </Title>
      <Timeline bulletSize={26} lineWidth={2} active={days.length}>
        {days.map((day) => (
          <Timeline.Item
            key={day.day}
            bullet={
              <Text size="xs" fw={700} aria-hidden="true">
                {day.day}
              </Text>
            }
          >
            <Stack gap={4}>
              <Title order={3} size="h5">
                {t('detail.day', { day: day.day, title: day.title })}
              </Title>
              <Text size="sm">{day.description}</Text>
              {day.places.length > 0 ? (
                <Text size="sm" c="gray.7">
                  {t('detail.places', { places: day.places.join(' · ') })}
                </Text>
              ) : null}
              <Group gap={6}>
                <IconToolsKitchen2 size={14} aria-hidden="true" />
                <Text size="sm" c="gray.8">
                  {day.meals.length > 0
                    ? t('detail.meals', {
                        meals: day.meals.map((meal) => t(`meals.${meal}`)).join(', '),
                      })
                    : t('detail.noMeals')}
                </Text>
              </Group>
              {day.overnight ? (
                <Group gap={6}>
                  <IconBed size={14} aria-hidden="true" />
                  <Badge variant="light" color="gray" tt="none">
                    {t('detail.overnight', { place: day.overnight })}
                  </Badge>
                </Group>
              ) : null}
            </Stack>
          </Timeline.Item>
        ))}
      </Timeline>
    </section>
  );
}
