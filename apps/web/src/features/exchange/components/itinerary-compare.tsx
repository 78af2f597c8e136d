import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { FlightTrip } from '@travel/contracts/flights';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';

type TripType = 'oneway' | 'roundtrip' | 'multicity';

/** Original versus new itinerary (spec part 1 §4 Exchange), side by side on wide screens. */
export function ItineraryCompare({
  original,
  next,
  tripType,
}: {
  original: readonly FlightTrip[];
  next: readonly FlightTrip[];
  tripType: TripType;
}) {
  const { t } = useTranslation('exchange');
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Stack gap="xs" component="section" aria-labelledby="exchange-original">
        <Title order={2} size="h4" id="exchange-original">
          {t('original')}
        </Title>
        <FlightItinerary trips={original} tripType={tripType} headingLevel={3} />
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby="exchange-new">
        <Title order={2} size="h4" id="exchange-new">
          {t('new')}
        </Title>
        <FlightItinerary trips={next} tripType={tripType} headingLevel={3} />
      </Stack>
    </SimpleGrid>
  );
}
