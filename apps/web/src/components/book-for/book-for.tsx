import { Group, Radio, Select, Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../lib/i18n';
import { ROLE } from '@travel/contracts/roles';
import { useSubagents } from '../../lib/subagents';
import { ErrorBox } from '../error-box';
import type { BookForFields, BookForKind, CustomerSource } from './book-for-values';
import { CustomerFields } from './customer-fields';

export type { BookForFields, BookForKind } from './book-for-values';

/**
 * What BookFor uses of its form: Mantine's `useForm` (hotel booking) and /book's own form
 * state both fit.
 */
export interface BookForForm {
  values: BookForFields;
  getInputProps: (
    path: Exclude<keyof BookForFields, 'bookFor'>,
    options?: { type?: 'input' | 'checkbox' },
  ) => GetInputPropsReturnType;
  // One signature per field set here: Mantine's path-typed setter fits each of them.
  setFieldValue(path: 'bookFor', value: BookForKind): void;
  setFieldValue(path: 'customerSource', value: CustomerSource): void;
  setFieldValue(path: 'clientId', value: string): void;
  clearFieldError: (path: Exclude<keyof BookForFields, 'bookFor'>) => void;
}

/** One sub-agent as the picker shows it: `GET /api/Subusers` and tours' `GET /api/GetSubagent` both fit. */
export interface BookForSubagent {
  id: string;
  name: string;
  accountCode: string | null;
  email: string;
  disabled: boolean;
}

/** The part of a react-query result the picker reads, whichever endpoint lists the sub-agents. */
export interface BookForSubagentList {
  data: readonly BookForSubagent[] | undefined;
  isError: boolean;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * Agents book for themselves, one of their sub-agents, or a customer (spec part 1 §6, part 2
 * §6), on /book and on /hotel/{id}/book. Only an agent has sub-agents to list; a sub-agent
 * chooses between self and customer.
 */
export function BookFor({ form, role }: { form: BookForForm; role: number }) {
  const isAgent = role === ROLE.agent;
  const subagents = useSubagents(isAgent && form.values.bookFor === 'subagent');
  return <BookForChoice form={form} isAgent={isAgent} subagents={subagents} />;
}

/**
 * The choice itself, given the sub-agent list: tours fetch theirs from their own endpoint
 * (spec part 2 §6), flights and hotels from `GET /api/Subusers`.
 */
export function BookForChoice({
  form: fields,
  isAgent,
  subagents,
}: {
  form: BookForForm;
  /** An agent (with sub-agents), not a sub-agent. */
  isAgent: boolean;
  subagents: BookForSubagentList;
}) {
  const { t } = useTranslation('book-for');
  const kinds: BookForKind[] = isAgent ? ['self', 'subagent', 'customer'] : ['self', 'customer'];
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('legend')}
        value={fields.values.bookFor}
        onChange={(value) => {
          fields.setFieldValue('bookFor', value as BookForKind);
          fields.clearFieldError('subagentId');
          fields.clearFieldError('clientId');
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
          <ErrorBox error={subagents.error} onRetry={() => void subagents.refetch()} />
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
      {fields.values.bookFor === 'customer' ? <CustomerFields form={fields} /> : null}
    </Stack>
  );
}
