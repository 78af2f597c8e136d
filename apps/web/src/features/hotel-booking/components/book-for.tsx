import { Group, Radio, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { ROLE } from '@travel/contracts/roles';
import { ErrorBox } from '../../../components/error-box';
import { useSubagents } from '../api/subagents';
import type { BookForKind, HotelBookValues } from '../lib/book-values';

/**
 * Agents book for themselves, one of their sub-agents, or a customer (spec part 1 §6, part 2
 * §6), as on /book. A sub-agent chooses between self and customer.
 */
export function BookFor({
  form,
  role,
}: {
  form: UseFormReturnType<HotelBookValues>;
  role: number;
}) {
  const { t } = useTranslation('hotel-booking');
  const isAgent = role === ROLE.agent;
  const subagents = useSubagents(isAgent && form.values.bookFor === 'subagent');
  const kinds: BookForKind[] = isAgent ? ['self', 'subagent', 'customer'] : ['self', 'customer'];
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('bookFor.legend')}
        value={form.values.bookFor}
        onChange={(value) => {
          form.setFieldValue('bookFor', value as BookForKind);
          form.clearFieldError('subagentId');
        }}
      >
        <Group gap="md" mt="xs">
          {kinds.map((kind) => (
            <Radio key={kind} value={kind} label={t(`bookFor.${kind}`)} />
          ))}
        </Group>
      </Radio.Group>
      {isAgent && form.values.bookFor === 'subagent' ? (
        subagents.isError ? (
          <ErrorBox
            error={subagents.error}
            ns="hotel-booking"
            onRetry={() => subagents.refetch()}
          />
        ) : (
          <Select
            label={t('bookFor.subagentSelect')}
            required
            searchable
            data={(subagents.data ?? [])
              .filter((sub) => !sub.disabled)
              .map((sub) => ({
                value: sub.id,
                label: `${sub.name} (${sub.accountCode ?? sub.email})`,
              }))}
            placeholder={subagents.isPending ? t('bookFor.loading') : undefined}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('subagentId')}
            value={form.values.subagentId || null}
          />
        )
      ) : null}
    </Stack>
  );
}
