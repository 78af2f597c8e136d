import { Button, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { isAppPath } from '@travel/contracts/short-links';
import { useTranslation } from '../../../lib/i18n';
import { Link, useParams } from '../../../lib/router';
import { ErrorBox } from '../../../components/error-box';
import { FlightItinerary } from '../../../products/flight/flight-itinerary/flight-itinerary';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { isApiError } from '../../../lib/error-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useShortLink } from '../api/short-link';
import { BookPanel } from '../components/book-panel';
import { ERRORS } from '@travel/contracts/errors';

/**
 * FlightShare, `/flight-share/{code}` (spec part 1 §2, §7): the itinerary someone shared, its
 * price when shared, and Book, which prices it again for whoever opens the link. Anyone may
 * open it; an expired fare offers to search again with the search it came from.
 */
export function FlightSharePage() {
  const { t } = useTranslation('flight-share');
  const { code = '' } = useParams();
  const link = useShortLink(code);
  usePageTitle(t('title'));

  let body;
  if (link.isPending) {
    body = <LoadingState shape="list" rows={3} />;
  } else if (link.isError) {
    body = isApiError(link.error, ERRORS.notFound.code) ? (
      <EmptyState
        icon={<IconLinkOff size={26} />}
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Button component={Link} to="/">
            {t('notFound.action')}
          </Button>
        }
      />
    ) : (
      <ErrorBox error={link.error} ns="flight-share" onRetry={() => void link.refetch()} />
    );
  } else {
    const { offer } = link.data.data;
    // Checked by the API when the link was made; checked again here because it becomes a link.
    const searchUrl = isAppPath(link.data.data.searchUrl) ? link.data.data.searchUrl : '/';
    const first = offer.trips[0]?.segments[0];
    // A round trip is named by its outbound destination; other trips by where they end.
    const endTrip = offer.tripType === 'roundtrip' ? offer.trips[0] : offer.trips.at(-1);
    const last = endTrip?.segments.at(-1);
    body = (
      <Stack gap="md">
        {first && last ? (
          <Text c="gray.8">
            {t(`summary.${offer.tripType}`, {
              from: first.departureCity,
              to: last.arrivalCity,
            })}{' '}
            · {t('summary.travellers', { count: offer.adults + offer.children })}
          </Text>
        ) : null}
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <FlightItinerary trips={offer.trips} tripType={offer.tripType} headingLevel={2} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
              <BookPanel offer={offer} searchUrl={searchUrl} />
            </div>
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={1}>{t('title')}</Title>
        {body}
      </Stack>
    </Container>
  );
}
