import { Anchor, Box, Button, Group, Switch, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { useTranslation } from '../../../lib/i18n';
import type { Subuser } from '@travel/contracts/subusers';
import { SEARCH_CABINS } from '@travel/contracts/flights';
import { formatMoney } from '../../../lib/currency';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { AccountList } from './account-list';

export type SubuserFlag = 'disabled' | 'isSuperUser';

interface ListProps {
  subusers: Subuser[];
  /** The sub-user whose change is being saved; its switches wait for the answer. */
  savingId: string | null;
  onToggle: (subuser: Subuser, flag: SubuserFlag, value: boolean) => void;
  /** Opens the limits dialog of a sub-agent. */
  onEditLimits: (subuser: Subuser) => void;
}

/** "Economy only · Up to $1,500": the sub-agent's booking limits in a line. */
function LimitsText({ subuser }: { subuser: Subuser }) {
  const { t } = useTranslation('accounts');
  const locale = localeTagOf(useLanguage());
  const cabin = t(`subusers.cabinLimit.${SEARCH_CABINS[subuser.limitCabin] ?? 'A'}`);
  const amount =
    subuser.limitAmount > 0
      ? t('subusers.upTo', {
          amount: formatMoney(subuser.limitAmount, 'USD', { locale, hideZeroCents: true }),
        })
      : t('subusers.anyAmount');
  return (
    <Text size="sm" c="gray.7">
      {cabin} · {amount}
    </Text>
  );
}

/** The row's actions: change the limits, see the sub-agent's bookings. */
function RowActions({
  subuser,
  onEditLimits,
}: {
  subuser: Subuser;
  onEditLimits: ListProps['onEditLimits'];
}) {
  const { t } = useTranslation('accounts');
  return (
    <Group gap="sm" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        onClick={() => onEditLimits(subuser)}
        aria-label={t('subusers.editLimitsOf', { name: subuser.name })}
      >
        {t('subusers.editLimits')}
      </Button>
      {subuser.accountCode ? (
        <Anchor
          component={Link}
          size="sm"
          to={`/orders?accountCode=${encodeURIComponent(subuser.accountCode)}`}
          aria-label={t('subusers.bookingsOf', { name: subuser.name })}
        >
          {t('subusers.bookings')}
        </Anchor>
      ) : null}
    </Group>
  );
}

function Flags({
  subuser,
  savingId,
  onToggle,
}: Pick<ListProps, 'savingId' | 'onToggle'> & { subuser: Subuser }) {
  const { t } = useTranslation('accounts');
  const busy = savingId === subuser.id;
  return (
    <Group gap="lg" wrap="nowrap">
      <Switch
        label={t('subusers.disabled')}
        aria-label={t('subusers.disabledOf', { name: subuser.name })}
        checked={subuser.disabled}
        disabled={busy}
        color="red"
        onChange={(event) => onToggle(subuser, 'disabled', event.currentTarget.checked)}
      />
      <Switch
        label={t('subusers.superUser')}
        aria-label={t('subusers.superUserOf', { name: subuser.name })}
        checked={subuser.isSuperUser}
        disabled={busy}
        onChange={(event) => onToggle(subuser, 'isSuperUser', event.currentTarget.checked)}
      />
    </Group>
  );
}

/**
 * An agent's sub-agents: a table on wider screens, cards on a phone, each with its limits, two
 * switches, and links to change the limits and see its bookings.
 */
export function SubusersList({ subusers, savingId, onToggle, onEditLimits }: ListProps) {
  const { t } = useTranslation('accounts');
  const locale = localeTagOf(useLanguage());
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const created = (value: string) => date.format(new Date(value));
  const flags = (subuser: Subuser) => (
    <Flags subuser={subuser} savingId={savingId} onToggle={onToggle} />
  );

  return (
    <AccountList
      rows={subusers}
      rowKey={(subuser) => subuser.id}
      label={t('subusers.listLabel')}
      nameHeader={t('subusers.name')}
      name={(subuser) => subuser.name}
      columns={[
        { header: t('subusers.email'), cell: (subuser) => subuser.email, breakAnywhere: true },
        { header: t('subusers.accountCode'), cell: (subuser) => subuser.accountCode ?? '' },
        { header: t('subusers.addedOn'), cell: (subuser) => created(subuser.createdAt) },
        { header: t('subusers.limits'), cell: (subuser) => <LimitsText subuser={subuser} /> },
        { header: `${t('subusers.disabled')} / ${t('subusers.superUser')}`, cell: flags },
      ]}
      actionsHeader={t('subusers.actions')}
      actions={(subuser) => <RowActions subuser={subuser} onEditLimits={onEditLimits} />}
      card={(subuser) => (
        <>
          <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
            {subuser.email}
          </Text>
          <Text size="sm" c="gray.7">
            {[subuser.accountCode, created(subuser.createdAt)].filter(Boolean).join(' · ')}
          </Text>
          <LimitsText subuser={subuser} />
          <Box mt="xs">{flags(subuser)}</Box>
        </>
      )}
      tableFrom="md"
      cardActions="below"
      dimmed={(subuser) => subuser.disabled}
    />
  );
}
