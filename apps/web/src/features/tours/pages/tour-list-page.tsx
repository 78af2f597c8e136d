import { Container, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from '../../../lib/router';
import type { TourKind, TourPage } from '@travel/contracts/tours';
import { PAGE_SIZE } from '../../../products/tour/search/tour-constants';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState } from '../../../components/page-states';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguage, useLanguage } from '../../../lib/language';
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

const LIST_PATHS: Record<TourKind, string> = { tour: '/tour/list', cruise: '/Cruise/list' };
const listKey = (kind: TourKind, language: string, state: TourListState) =>
  JSON.stringify(tourKeys.list(kind, language, state));
let firstList: { key: string; data: TourPage } | undefined;
let firstListRequest: Promise<void> | undefined;
const FIRST_LIST_WAIT_MS = 4000;

/**
 * The first page of the list the app was opened on, asked for as soon as the route has this
 * module (beside the page's words) rather than after its first render; the route waits for it,
 * at most FIRST_LIST_WAIT_MS, so the first render draws the cards and the first card's picture
 * (the first screen's largest thing) is asked for at once, without a skeleton in between.
 */
export async function firstListReady(kind: TourKind): Promise<void> {
  firstListRequest ??= typeof document === 'undefined' ? Promise.resolve() : fetchFirstList(kind);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<void>((resolve) => (timer = setTimeout(resolve, FIRST_LIST_WAIT_MS)));
  await Promise.race([firstListRequest, wait]);
  clearTimeout(timer);
}

async function fetchFirstList(kind: TourKind): Promise<void> {
  // Only the page the app was opened on: the server's HTML is there until the app takes over.
  if (!document.querySelector('#root[inert]')) return;
  if (window.location.pathname.replace(/\/+$/, '') !== LIST_PATHS[kind]) return;
  const state = readListState(new URLSearchParams(window.location.search));
  if (!state) return;
  try {
    const language = currentLanguage();
    const data = await searchTours(kind, state);
    firstList = { key: listKey(kind, language, state), data };
  } catch {
    // The page asks again and says why.
  }
}

/** The list fetched before the first render, for that render's list and language only. */
function takeFirstList(
  kind: TourKind,
  language: string,
  state: TourListState | null,
): TourPage | undefined {
  if (!state || firstList?.key !== listKey(kind, language, state)) return undefined;
  const { data } = firstList;
  firstList = undefined;
  return data;
}

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
    initialData: () => takeFirstList(kind, language, state),
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
                  {list.data.Tours.map((tour, index) => (
                    <li key={tour.TourID}>
                      <TourCard
                        tour={tour}
                        href={`${tourDetailPath(kind, tour.TourID)}${detailQuery}`}
                        first={index === 0}
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
