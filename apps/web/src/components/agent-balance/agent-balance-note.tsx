import { Stack, Text } from '@mantine/core';
import { isAgentType } from '@travel/contracts/roles';
import { useAgentBalance } from '../../lib/agent-balance';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { Price } from '../price';

export type AgentBalanceNoteProps =
  | {
      /** Before paying: the balance, and what is left after `due` when it is given. */
      stage: 'beforePaying';
      /** Cents this booking takes from the balance; leave it out when paying by card. */
      due?: number | undefined;
    }
  | {
      /** After paying: the balance as it is now. */
      stage: 'afterPaying';
    };

/**
 * The agency balance where an agent books (issue 13 §4): "Balance $…" and "After this booking
 * $…" (or that it is not enough) before paying, "Balance now $…" after. Agents and sub-agents
 * only (a sub-agent sees its agency's); nothing for anyone else, nor while the balance loads or
 * if it cannot. `GET /api/Balance` is asked again each time a page with it opens.
 */
export function AgentBalanceNote(props: AgentBalanceNoteProps) {
  const { t } = useTranslation('agent-balance');
  const isAgent = isAgentType(useSession()?.user.role);
  const balance = useAgentBalance(isAgent);
  const available = balance.data?.balance;
  if (!isAgent || available === undefined) return null;
  const currency = balance.data?.currency ?? 'USD';
  if (props.stage === 'afterPaying') {
    return (
      <Text size="sm" data-testid="agent-balance-note">
        {t('now')} <Price amountMinor={available} currency={currency} inherit fw={700} />
      </Text>
    );
  }
  const { due } = props;
  const left = due === undefined ? null : available - due;
  return (
    <Stack gap={2} aria-label={t('label')} data-testid="agent-balance-note" component="section">
      <Text size="sm">
        {t('balance')} <Price amountMinor={available} currency={currency} inherit fw={700} />
      </Text>
      {left === null ? null : left >= 0 ? (
        <Text size="sm">
          {t('after')} <Price amountMinor={left} currency={currency} inherit fw={700} />
        </Text>
      ) : (
        <Text size="sm" c="red.9" fw={600} role="status">
          {t('notEnough')}
        </Text>
      )}
    </Stack>
  );
}
