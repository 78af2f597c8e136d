import {
  Button,
  Center,
  Container,
  Group,
  Pagination,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import {
  IconCalendarEvent,
  IconCalendarOff,
  IconHistory,
  IconList,
  IconReceipt,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from '../../../lib/router';
import { ROLE, isAgentType } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrders } from '../api/orders';
import { OrderFiltersForm } from '../components/order-filters';
import { OrdersList } from '../components/orders-list';
import {
  EMPTY_FILTERS,
  ORDER_TABS,
  PAGE_SIZE,
  filtersFromParams,
  paramsOfTab,
  queryOfTab,
  tabFromParams,
  type OrderTab,
} from '../lib/filters';

const TAB_ICONS = {
  upcoming: IconCalendarEvent,
  past: IconHistory,
  cancelled: IconCalendarOff,
  all: IconList,
} satisfies Record<OrderTab, unknown>;

/**
 * /orders, My orders (spec part 1 §2–§5, issue 13 §5): opens on upcoming trips as cards, with
 * past and cancelled trips a tab away and the spec's filter form on the All orders tab. The tab
 * and page live in the URL (a reload or the back button keeps them). Agents also see their
 * sub-agents' orders and can narrow All orders to one account code.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const tab = tabFromParams(params);
  const { filters: urlFilters, page } = filtersFromParams(params);
  const filters = tab === 'all' ? urlFilters : EMPTY_FILTERS;
  const orders = useOrders(queryOfTab(tab, filters, page));
  usePageTitle(t('list.title'));

  const role = session?.user.role;
  const filtered = tab === 'all' && JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / PAGE_SIZE)) : 1;

  const empty = () => {
    if (filtered) {
      return <EmptyState title={t('list.noMatchTitle')} text={t('list.noMatchText')} />;
    }
    const search = (
      <Group justify="center" gap="sm">
        <Button component={Link} to="/?tab=flight">
          {t('list.searchFlights')}
        </Button>
        <Button component={Link} to="/?tab=hotel" variant="default">
          {t('list.searchHotels')}
        </Button>
      </Group>
    );
    if (tab === 'all') {
      return (
        <EmptyState
          icon={<IconReceipt size={26} />}
          title={t('list.emptyTitle')}
          text={t('list.emptyText')}
          action={search}
        />
      );
    }
    const Icon = TAB_ICONS[tab];
    return (
      <EmptyState
        icon={<Icon size={26} />}
        title={t(`list.empty.${tab}.title`)}
        text={t(`list.empty.${tab}.text`)}
        action={tab === 'upcoming' ? search : undefined}
      />
    );
  };

  const body = () => {
    if (orders.isPending) return <LoadingState rows={4} shape="list" />;
    if (orders.isError) {
      return <ErrorBox error={orders.error} ns="orders" onRetry={() => void orders.refetch()} />;
    }
    if (orders.data.items.length === 0) return empty();
    return (
      <Stack gap="md" aria-busy={orders.isFetching}>
        <Text size="sm" c="gray.7" role="status">
          {tab === 'all'
            ? t('list.count', { count: orders.data.total })
            : t('list.tripCount', { count: orders.data.total })}
        </Text>
        <OrdersList orders={orders.data.items} showAccount={isAgentType(role)} />
        {pages > 1 ? (
          <Center>
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setParams(paramsOfTab(tab, filters, next))}
              getControlProps={(control) => ({
                'aria-label': t(`list.pager.${control}`),
              })}
              getItemProps={(item) => ({ 'aria-label': t('list.pager.page', { page: item }) })}
            />
          </Center>
        ) : null}
      </Stack>
    );
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1}>{t('list.title')}</Title>
        <Tabs
          value={tab}
          onChange={(next) => {
            if (next && next !== tab) setParams(paramsOfTab(next as OrderTab, EMPTY_FILTERS));
          }}
          keepMounted={false}
        >
          <Tabs.List aria-label={t('list.tabs.label')}>
            {ORDER_TABS.map((value) => {
              const Icon = TAB_ICONS[value];
              return (
                <Tabs.Tab
                  key={value}
                  value={value}
                  leftSection={<Icon size={16} aria-hidden="true" />}
                >
                  {t(`list.tabs.${value}`)}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {ORDER_TABS.map((value) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              {value === tab ? (
                <Stack gap="lg">
                  {tab === 'all' ? (
                    <OrderFiltersForm
                      // Remount when the URL changes (back button) so the form shows what is applied.
                      key={params.toString()}
                      value={filters}
                      onApply={(next) => setParams(paramsOfTab('all', next, 1))}
                      agent={role === ROLE.agent}
                      ownCode={session?.user.accountCode ?? ''}
                    />
                  ) : null}
                  {body()}
                </Stack>
              ) : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </Container>
  );
}
