import { Container, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { TourKind } from '@travel/contracts/tours';
import { PAGE_SIZE } from '../../../products/tour/search/tour-constants';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState } from '../../../components/page-states';
import { useTranslation } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/language';
import { usePageTitle } from '../../../lib/use-page-title';
import { TourSearchForm } from '../../../products/tour/search/tour-search-form';
import { tourDetailPath } from '../../../products/tour/search/tour-query';
import { searchTours } from '../api/search-tours';
import { ListSkeleton } from '../components/list-skeleton';
import { ListToolbar } from '../components/list-toolbar';
import { TourBreadcrumbs } from '../components/tour-breadcrumbs';
import { TourCard } from '../components/tour-card';
import classes from '../components/tours.module.css';
import { listParams, readListState, type TourListState } from '../lib/list-state';
import { tourKeys } from '../lib/query-keys';
import { useDestinationName } from '../lib/use-destination-name';

/**
 * /tour/list (TourList) and /Cruise/list (CruiseList), spec part 2 §2: the search form on top
 * to refine, then sort and filters, the cards and paging. Everything is in the URL, so a list
 * can be shared, reloaded and gone back to from a tour's page.
 */
export function TourListPage({ kind }: { kind: TourKind }) {
  const { t } = useTranslation('tours');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const place = useDestinationName(kind, state?.destination ?? null);
  const list = useQuery({
    queryKey: tourKeys.list(kind, language, state ?? ({} as TourListState)),
    queryFn: ({ signal }) => searchTours(kind, state!, signal),
    enabled: state !== null,
    // A new sort or filter keeps the cards on screen (dimmed) until the answer arrives.
    placeholderData: keepPreviousData,
    staleTime: 60 * 1000,
  });
  usePageTitle(state ? t(`list.title.${kind}`, { place }) : t(`list.heading.${kind}`));

  const change = (next: TourListState) => {
    setParams(listParams(next));
    if (next.page !== state?.page) window.scrollTo({ top: 0 });
  };

  const pages = list.data ? Math.ceil(list.data.total / PAGE_SIZE) : 0;
  const detailQuery = state?.month ? `?departureDate=${state.month}` : '';

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <TourBreadcrumbs
          items={[{ label: t('home'), to: `/?tab=${kind}` }, { label: t(`list.heading.${kind}`) }]}
        />
        <Title order={1} size="h2">
          {state ? t(`list.title.${kind}`, { place }) : t(`list.heading.${kind}`)}
        </Title>
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <TourSearchForm
            // A new search in the URL opens the form on it.
            key={params.get('destination') ?? ''}
            kind={kind}
            search={
              state ? { destination: state.destination, departureDate: state.month } : undefined
            }
          />
        </Paper>
        {!state ? (
          <EmptyState
            icon={<IconMapSearch size={24} />}
            title={t('list.chooseTitle')}
            text={t('list.chooseText')}
          />
        ) : (
          <>
            <ListToolbar state={state} onChange={change} total={list.data?.total ?? null} />
            {list.isPending ? (
              <ListSkeleton />
            ) : list.isError ? (
              <ErrorBox error={list.error} ns="tours" onRetry={() => void list.refetch()} />
            ) : list.data.Tours.length === 0 ? (
              <EmptyState
                icon={<IconMapSearch size={24} />}
                title={t('list.empty')}
                text={t('list.emptyText')}
              />
            ) : (
              <>
                <Text size="sm" c="gray.7" aria-live="polite">
                  {t('list.count', { count: list.data.total })}
                </Text>
                <ul
                  className={classes.cards}
                  aria-label={t(`list.heading.${kind}`)}
                  aria-busy={list.isPlaceholderData}
                  style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
                >
                  {list.data.Tours.map((tour) => (
                    <li key={tour.TourID}>
                      <TourCard
                        tour={tour}
                        href={`${tourDetailPath(kind, tour.TourID)}${detailQuery}`}
                      />
                    </li>
                  ))}
                </ul>
                {pages > 1 ? (
                  <Group justify="center" component="nav" aria-label={t('list.pages')} pt="sm">
                    <Pagination
                      total={pages}
                      value={state.page}
                      onChange={(page) => change({ ...state, page })}
                      getControlProps={(control) => ({
                        'aria-label': t(`list.pager.${control}`),
                      })}
                      getItemProps={(page) => ({
                        'aria-label': t('list.pager.page', { page }),
                        'aria-current': page === state.page ? 'page' : undefined,
                      })}
                    />
                  </Group>
                ) : null}
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

/** /tour/list (route TourList). */
export function TourListRoute() {
  return <TourListPage kind="tour" />;
}

/** /Cruise/list (route CruiseList). */
export function CruiseListRoute() {
  return <TourListPage kind="cruise" />;
}
