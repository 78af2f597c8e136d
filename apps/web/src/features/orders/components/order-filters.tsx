import { Button, Group, Paper, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';
import { ORDER_FILTER_STATUSES } from '@travel/contracts/orders';
import { useSubagents } from '../../../lib/subagents';
import { EMPTY_FILTERS, PRODUCT_FILTERS, type OrderFilters } from '../lib/filters';

/**
 * The order list filters (spec part 1 §3, §4): booking date, first and last name, flight code,
 * departure dates from and to, status all / issued / unPay / canceled; agents also pick the
 * account code, theirs or a sub-agent's.
 */
export function OrderFiltersForm({
  value,
  onApply,
  agent,
  ownCode,
}: {
  value: OrderFilters;
  onApply: (filters: OrderFilters) => void;
  /** Role 1: lists sub-agents for the account code select. */
  agent: boolean;
  ownCode: string;
}) {
  const { t } = useTranslation('orders');
  const subagents = useSubagents(agent);
  const form = useForm<OrderFilters>({
    initialValues: value,
    validate: {
      dateTo: (dateTo, values) =>
        dateTo && values.dateFrom && dateTo < values.dateFrom ? t('filters.dateOrder') : null,
    },
  });

  const accountCodes = [
    { value: '', label: t('filters.allAccounts') },
    { value: ownCode, label: t('filters.myAccount', { code: ownCode }) },
    ...(subagents.data ?? [])
      .filter((sub) => sub.accountCode)
      .map((sub) => ({ value: sub.accountCode!, label: `${sub.name} (${sub.accountCode})` })),
  ];

  return (
    <Paper withBorder radius="md" p="md">
      <form
        noValidate
        role="search"
        aria-label={t('filters.label')}
        onSubmit={form.onSubmit((values) => onApply(values))}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {agent ? (
            <Select
              label={t('filters.accountCode')}
              data={accountCodes}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('accountCode')}
            />
          ) : null}
          <Select
            label={t('filters.status')}
            data={ORDER_FILTER_STATUSES.map((status) => ({
              value: status,
              label: t(`filters.statuses.${status}`),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('status')}
          />
          <Select
            label={t('filters.product')}
            data={PRODUCT_FILTERS.map((product) => ({
              value: product,
              label: t(`filters.products.${product}`),
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('product')}
          />
          <TextInput
            label={t('filters.bookingDate')}
            type="date"
            {...form.getInputProps('bookingDate')}
          />
          <TextInput label={t('filters.firstName')} {...form.getInputProps('firstName')} />
          <TextInput label={t('filters.lastName')} {...form.getInputProps('lastName')} />
          <TextInput
            label={t('filters.flightCode')}
            placeholder="UA123"
            {...form.getInputProps('flightCode')}
          />
          <TextInput
            label={t('filters.dateFrom')}
            type="date"
            {...form.getInputProps('dateFrom')}
          />
          <TextInput label={t('filters.dateTo')} type="date" {...form.getInputProps('dateTo')} />
        </SimpleGrid>
        <Group justify="flex-end" mt="md" gap="sm">
          <Button
            variant="default"
            onClick={() => {
              form.setValues(EMPTY_FILTERS);
              onApply(EMPTY_FILTERS);
            }}
          >
            {t('filters.reset')}
          </Button>
          <Button type="submit">{t('filters.search')}</Button>
        </Group>
      </form>
    </Paper>
  );
}
