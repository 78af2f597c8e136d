import { Group, Radio, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BookForKind } from '../../../components/book-for/book-for-values';
import { CustomerFields } from '../../../components/book-for/customer-fields';
import { ErrorBox } from '../../../components/error-box';
import { useTranslation } from '../../../lib/i18n';
import { currentLanguage } from '../../../lib/language';
import { tourLanOf } from '../../../products/tour/tour-fetch';
import { useTourSubagents } from '../api/subagents';
import type { TourBookValues } from '../lib/book-values';

/**
 * Agents choose whom they book for (spec part 2 §6: "Booking chooses the user type, sub-agent or
 * customer. The agent's sub-agent list is fetched"): themselves, one of their sub-agents (from
 * `GET /api/GetSubagent`) or a customer (saved or typed, the shared customer fields). A
 * sub-agent has no sub-agents: itself or a customer.
 */
export function AgentBookFor({
  form,
  isAgent,
}: {
  form: UseFormReturnType<TourBookValues>;
  /** An agent (with sub-agents), not a sub-agent. */
  isAgent: boolean;
}) {
  const { t } = useTranslation('book-for');
  const wantsSubagents = isAgent && form.values.bookFor === 'subagent';
  const subagents = useTourSubagents(wantsSubagents, tourLanOf(currentLanguage()));
  const kinds: BookForKind[] = isAgent ? ['self', 'subagent', 'customer'] : ['self', 'customer'];
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('legend')}
        value={form.values.bookFor}
        onChange={(value) => {
          form.setFieldValue('bookFor', value as BookForKind);
          form.clearFieldError('subagentId');
          form.clearFieldError('clientId');
        }}
      >
        <Group gap="md" mt="xs">
          {kinds.map((kind) => (
            <Radio key={kind} value={kind} label={t(kind)} />
          ))}
        </Group>
      </Radio.Group>
      {wantsSubagents ? (
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
            {...form.getInputProps('subagentId')}
            value={form.values.subagentId || null}
          />
        )
      ) : null}
      {form.values.bookFor === 'customer' ? <CustomerFields form={form} /> : null}
    </Stack>
  );
}
