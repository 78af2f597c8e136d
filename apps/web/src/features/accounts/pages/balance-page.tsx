import { Anchor, Paper, Stack, Table, Text } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '../../../lib/router';
import type { BalanceMovement } from '@travel/contracts/balance';
import { ErrorBox } from '../../../components/error-box';
import { formatInstant } from '../../../components/order-status/order-status';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { Price } from '../../../components/price';
import { isApiError } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { webProduct } from '../../../products';
import { STATEMENT_PAGE_SIZE, useBalanceStatement } from '../api/balance-statement';
import { AccountPage } from '../components/account-page';
import { ListPagination } from '../components/list-pagination';

/** The order a movement belongs to, as a link to its page (top-ups have none). */
function OrderCell({ movement }: { movement: BalanceMovement }) {
  if (!movement.orderNo || !movement.product) return null;
  return (
    <Anchor
      component={Link}
      to={webProduct(movement.product).orderPath(movement.orderNo)}
      size="sm"
    >
      {movement.orderNo}
    </Anchor>
  );
}

/**
 * /account/balance: an agent's balance and its statement (payments, refunds, top-ups), newest
 * first with the balance after each; a sub-agent sees its agency's balance and its own orders'
 * movements. Anyone else is told they have no permission (the API's 403).
 */
export function BalancePage() {
  const { t } = useTranslation('accounts');
  const localeTag = localeTagOf(useLanguage());
  const [page, setPage] = useState(1);
  const statement = useBalanceStatement(page);
  const refused = isApiError(statement.error) && [401, 403].includes(statement.error.status);

  return (
    <AccountPage title={t('balance.title')} description={t('balance.description')} size="lg">
      {statement.isPending ? (
        <LoadingState rows={5} />
      ) : statement.isError ? (
        <ErrorBox
          error={statement.error}
          ns="accounts"
          onRetry={refused ? undefined : () => statement.refetch()}
        />
      ) : (
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Text size="sm" c="gray.7">
              {t('balance.available')}
            </Text>
            <Price amountMinor={statement.data.balance} currency="USD" fz={32} fw={700} />
          </Paper>
          {statement.data.items.length === 0 ? (
            <EmptyState
              icon={<IconReceipt size={26} />}
              title={t('balance.emptyTitle')}
              text={t('balance.emptyText')}
            />
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table striped verticalSpacing="sm" aria-label={t('balance.tableLabel')}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('balance.columns.date')}</Table.Th>
                    <Table.Th>{t('balance.columns.movement')}</Table.Th>
                    <Table.Th>{t('balance.columns.order')}</Table.Th>
                    <Table.Th ta="right">{t('balance.columns.amount')}</Table.Th>
                    <Table.Th ta="right">{t('balance.columns.after')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {statement.data.items.map((movement) => (
                    <Table.Tr key={movement.id}>
                      <Table.Td>{formatInstant(movement.createdAt, localeTag)}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {t(`balance.kinds.${movement.kind}`)}
                        </Text>
                        <Text size="xs" c="gray.7">
                          {movement.description}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <OrderCell movement={movement} />
                      </Table.Td>
                      <Table.Td ta="right">
                        <Price
                          amountMinor={movement.amount}
                          currency="USD"
                          fw={600}
                          c={movement.amount < 0 ? undefined : 'teal.9'}
                        />
                      </Table.Td>
                      <Table.Td ta="right">
                        {movement.balanceAfter === null ? (
                          '—'
                        ) : (
                          <Price amountMinor={movement.balanceAfter} currency="USD" />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <ListPagination
            total={statement.data.total}
            pageSize={STATEMENT_PAGE_SIZE}
            page={page}
            onChange={setPage}
          />
        </Stack>
      )}
    </AccountPage>
  );
}
