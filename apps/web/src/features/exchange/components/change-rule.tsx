import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';

/** Which sentence of `rule.*` a fare's `changePenalty` reads as (spec §3 flight rules). */
export const ruleKind = (penalty: string): 'able' | 'non' | 'unknown' | 'fee' =>
  penalty === 'able' || penalty === 'non' || penalty === 'unknown' ? penalty : 'fee';

/** The fare's change terms in words: free, a fee per traveller, or not changeable. */
export function ChangeRule({ penalty }: { penalty: string }) {
  const { t } = useTranslation('exchange');
  const kind = ruleKind(penalty);
  return (
    <Alert
      color={kind === 'non' || kind === 'unknown' ? 'red' : 'blue'}
      variant="light"
      icon={<IconInfoCircle size={18} aria-hidden="true" />}
    >
      {t(`rule.${kind}`, { fee: penalty })}
    </Alert>
  );
}
