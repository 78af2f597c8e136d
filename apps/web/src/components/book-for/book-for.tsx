import { Group, Radio, Select, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../lib/i18n';
import { ROLE } from '@travel/contracts/roles';
import { useSubagents } from '../../lib/subagents';
import { ErrorBox } from '../error-box';

export type BookForKind = 'self' | 'subagent' | 'customer';

/** The two fields every booking form that lets agents book for others carries. */
export interface BookForFields {
  bookFor: BookForKind;
  subagentId: string;
}

/**
 * What BookFor uses of its form: Mantine's `useForm` (hotel booking) and /book's own form
 * state both fit.
 */
export interface BookForForm {
  values: BookForFields;
  getInputProps: (path: 'subagentId') => GetInputPropsReturnType;
  setFieldValue: (path: 'bookFor', value: BookForKind) => void;
  clearFieldError: (path: 'subagentId') => void;
}

/**
 * Agents book for themselves, one of their sub-agents, or a customer (spec part 1 §6, part 2
 * §6), on /book and on /hotel/{id}/book. Only an agent has sub-agents to list; a sub-agent
 * chooses between self and customer.
 */
export function BookFor({ form: fields, role }: { form: BookForForm; role: number }) {
  const { t } = useTranslation('book-for');
  const isAgent = role === ROLE.agent;
  const subagents = useSubagents(isAgent && fields.values.bookFor === 'subagent');
  const kinds: BookForKind[] = isAgent ? ['self', 'subagent', 'customer'] : ['self', 'customer'];

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('legend')}
        value={fields.values.bookFor}
        onChange={(value) => {
          fields.setFieldValue('bookFor', value as BookForKind);
          fields.clearFieldError('subagentId');
        }}
      >
        <Group gap="md" mt="xs">
          {kinds.map((kind) => (
            <Radio key={kind} value={kind} label={t(kind)} />
          ))}
        </Group>
      </Radio.Group>
      {isAgent && fields.values.bookFor === 'subagent' ? (
        subagents.isError ? (
          <ErrorBox error={subagents.error} onRetry={() => subagents.refetch()} />
        ) : (
          <Select
            label={t('subagentSelect')}
            required
            searchable
            data={(subagents.data ?? [])
              .filter((sub) => !sub.disabled)
              .map((sub) => ({
                value: sub.id,
                label: `${sub.name} (${sub.accountCode ?? sub.email})`,
              }))}
            placeholder={subagents.isPending ? t('loading') : undefined}
            comboboxProps={{ withinPortal: true }}
            {...fields.getInputProps('subagentId')}
            value={fields.values.subagentId || null}
          />
        )
      ) : null}
    </Stack>
  );
}
