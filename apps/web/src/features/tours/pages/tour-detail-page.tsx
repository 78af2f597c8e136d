import { Button, Container, Stack, Title } from '@mantine/core';
import { IconMapOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import type { TourKind } from '@travel/contracts/tours';
import { FAILURE } from '../../../products/tour/search/tour-constants';
import { LazyErrorBox as ErrorBox } from '../../../components/lazy-error-box';
import { EmptyState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { isTourMonth, tourListPath, tourSearchUrl } from '../../../products/tour/search/tour-query';
import { getTourDetail } from '../api/get-tour-detail';
import { BookingPanel } from '../components/booking-panel';
import { CruiseFacts } from '../components/cruise-facts';
import { DetailSkeleton } from '../components/detail-skeleton';
import { TourBreadcrumbs } from '../components/tour-breadcrumbs';
import { TourIntro } from '../components/tour-intro';
import { TourItinerary } from '../components/tour-itinerary';
import classes from '../components/tour-detail.module.css';
import { tourKeys } from '../lib/query-keys';

/**
 * /tour/detail/{id} and /Cruise/detail/{id} (route TourDetail, parameter id), spec part 2 §2:
 * the intro, the itinerary by day, a cruise's ship and cabins, and beside them the departures by
 * month, the room settings and the server's price with "Book".
 */
export function TourDetailPage({ kind }: { kind: TourKind }) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const month = params.get('departureDate');
  const detail = useQuery({
    queryKey: tourKeys.detail(kind, language, id),
    queryFn: ({ signal }) => getTourDetail(kind, id, signal),
    staleTime: 60 * 1000,
  });
  const info = detail.data;
  usePageTitle(info?.TourName ?? t(`list.heading.${kind}`));
  const notFound =
    detail.error instanceof ApiError &&
    (detail.error.code === FAILURE.tour || detail.error.code === FAILURE.input);
  const listUrl = info
    ? tourSearchUrl(kind, {
        destination: { region: info.region, area: info.area || undefined },
        departureDate: isTourMonth(month) ? month : null,
      })
    : tourListPath(kind);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <TourBreadcrumbs
          items={[
            { label: t('home'), to: `/?tab=${kind}` },
            { label: t(`list.heading.${kind}`), to: listUrl },
            ...(info ? [{ label: info.TourName }] : []),
          ]}
        />
        {/* The page's one h1 is the tour's name (in the intro); without a tour, what happened. */}
        {info || detail.isPending ? null : (
          <Title order={1} size="h2">
            {notFound ? t('detail.notFound') : t(`list.heading.${kind}`)}
          </Title>
        )}
        {detail.isPending ? (
          <DetailSkeleton />
        ) : notFound ? (
          <EmptyState
            icon={<IconMapOff size={24} />}
            text={t('detail.notFoundText')}
            action={
              <Button component={Link} to={`/?tab=${kind}`}>
                {t(`search.submit.${kind}`)}
              </Button>
            }
          />
        ) : detail.isError ? (
          <ErrorBox error={detail.error} ns="tours" onRetry={() => void detail.refetch()} />
        ) : (
          <div className={classes.layout}>
            <Stack gap="xl">
              <TourIntro info={detail.data} />
              {detail.data.cruise ? <CruiseFacts cruise={detail.data.cruise} /> : null}
              <TourItinerary days={detail.data.TourBriefItinerary} />
            </Stack>
            <BookingPanel
              key={detail.data.TourID}
              info={detail.data}
              month={isTourMonth(month) ? month : null}
            />
          </div>
        )}
      </Stack>
    </Container>
  );
}

/** /tour/detail/:id */
export function TourDetailRoute() {
  return <TourDetailPage kind="tour" />;
}

/** /Cruise/detail/:id */
export function CruiseDetailRoute() {
  return <TourDetailPage kind="cruise" />;
}
