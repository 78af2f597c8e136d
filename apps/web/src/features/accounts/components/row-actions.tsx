import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';

/**
 * The change and delete buttons of one row of an account list (saved travellers, clients): icon
 * buttons named for the row ("Change Ada Byron"), with the short word as a tooltip.
 */
export function RowActions({
  labels,
  onEdit,
  onDelete,
}: {
  labels: { edit: string; editOf: string; delete: string; deleteOf: string };
  onEdit: () => void;
  onDelete: () => void;
}) {
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
