import { Center, Container, Pagination, Stack, Text, Title, Button } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useSearchParams } from 'react-router';
import { ROLE, isAgentType } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrders } from '../api/orders';
import { OrderFiltersForm } from '../components/order-filters';
import { OrdersList } from '../components/orders-list';
import {
  filtersFromParams,
  paramsFromFilters,
  queryOf,
  PAGE_SIZE,
  EMPTY_FILTERS,
} from '../lib/filters';

/**
 * /orders, My orders (spec part 1 §2–§5): the filters, then the paged list; agents also see
 * their sub-agents' orders and can narrow to one account code.
 */
export function OrdersPage() {
  const { t } = useTranslation('orders');
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const orders = useOrders(queryOf(filters, page));
  usePageTitle(t('list.title'));

  const role = session?.user.role;
  const filtered = JSON.stringify(filters) !== JSON.stringify(EMPTY_FILTERS);
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / PAGE_SIZE)) : 1;

  const body = () => {
    if (orders.isPending) return <LoadingState rows={5} shape="list" />;
    if (orders.isError) {
      return <ErrorBox error={orders.error} ns="orders" onRetry={() => void orders.refetch()} />;
    }
    if (orders.data.items.length === 0) {
      return (
        <EmptyState
          icon={<IconReceipt size={26} />}
          title={filtered ? t('list.noMatchTitle') : t('list.emptyTitle')}
          text={filtered ? t('list.noMatchText') : t('list.emptyText')}
          action={
            filtered ? undefined : (
              <Button component={Link} to="/?tab=flight">
                {t('list.searchFlights')}
              </Button>
            )
          }
        />
      );
    }
    return (
      <Stack gap="md" aria-busy={orders.isFetching}>
        <Text size="sm" c="gray.7" role="status">
          {t('list.count', { count: orders.data.total })}
        </Text>
        <OrdersList orders={orders.data.items} showAccount={isAgentType(role)} />
        {pages > 1 ? (
          <Center>
            <Pagination
              total={pages}
              value={page}
              onChange={(next) => setParams(paramsFromFilters(filters, next))}
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
        <OrderFiltersForm
          // Remount when the URL changes (back button) so the form shows what is applied.
          key={params.toString()}
          value={filters}
          onApply={(next) => setParams(paramsFromFilters(next, 1))}
          agent={role === ROLE.agent}
          ownCode={session?.user.accountCode ?? ''}
        />
        {body()}
      </Stack>
    </Container>
  );
}
