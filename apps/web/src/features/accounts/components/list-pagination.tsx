import { Group, Pagination } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/** Page buttons under an account list (balance movements, clients), named for screen readers. */
export function ListPagination({
  total,
  pageSize,
  page,
  onChange,
}: {
  total: number;
  pageSize: number;
  page: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('accounts');
  if (total <= pageSize) return null;
  return (
    <Group justify="center">
      <Pagination
        total={Math.ceil(total / pageSize)}
        value={page}
        onChange={onChange}
        getControlProps={(control) => ({ 'aria-label': t(`balance.pages.${control}`) })}
        getItemProps={(item) => ({ 'aria-label': t('balance.pages.page', { page: item }) })}
      />
    </Group>
  );
}
