import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/**
 * The change and delete buttons of one row of an account list (saved travellers, clients): icon
 * buttons named for the row ("Change Ada Byron"), with the short word as a tooltip.
 */
export function RowActions({
  list,
  name,
  onEdit,
  onDelete,
}: {
  /** Whose words: `travellers.edit`, `clients.deleteOf`… */
  list: 'travellers' | 'clients';
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('accounts');
  const labels = {
    edit: t(`${list}.edit`),
    editOf: t(`${list}.editOf`, { name }),
    delete: t(`${list}.delete`),
    deleteOf: t(`${list}.deleteOf`, { name }),
  };
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label={labels.edit}>
        <ActionIcon variant="subtle" size="lg" aria-label={labels.editOf} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Tooltip label={labels.delete}>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          aria-label={labels.deleteOf}
          onClick={onDelete}
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
