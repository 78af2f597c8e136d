import { Anchor, Box, Button, Card, Group, Stack, Switch, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n';
import type { Subuser } from '@travel/contracts/subusers';
import { SEARCH_CABINS } from '@travel/contracts/flights';
import { formatMoney } from '../../../lib/currency';
import { localeTagOf, useLanguage } from '../../../lib/language';

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
    <Group gap="sm" wrap="nowrap">
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

  return (
    <>
      <Box visibleFrom="md">
        <Table verticalSpacing="sm" aria-label={t('subusers.listLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('subusers.name')}</Table.Th>
              <Table.Th scope="col">{t('subusers.email')}</Table.Th>
              <Table.Th scope="col">{t('subusers.accountCode')}</Table.Th>
              <Table.Th scope="col">{t('subusers.created')}</Table.Th>
              <Table.Th scope="col">{t('subusers.limits')}</Table.Th>
              <Table.Th scope="col">
                {t('subusers.disabled')} / {t('subusers.superUser')}
              </Table.Th>
              <Table.Th scope="col">{t('subusers.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {subusers.map((subuser) => (
              <Table.Tr key={subuser.id} opacity={subuser.disabled ? 0.7 : 1}>
                <Table.Th scope="row" fw={600}>
                  {subuser.name}
                </Table.Th>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{subuser.email}</Table.Td>
                <Table.Td>{subuser.accountCode ?? ''}</Table.Td>
                <Table.Td>{created(subuser.createdAt)}</Table.Td>
                <Table.Td>
                  <LimitsText subuser={subuser} />
                </Table.Td>
                <Table.Td>
                  <Flags subuser={subuser} savingId={savingId} onToggle={onToggle} />
                </Table.Td>
                <Table.Td>
                  <RowActions subuser={subuser} onEditLimits={onEditLimits} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack
        gap="sm"
        hiddenFrom="md"
        component="ul"
        p={0}
        m={0}
        aria-label={t('subusers.listLabel')}
        style={{ listStyle: 'none' }}
      >
        {subusers.map((subuser) => (
          <Card component="li" key={subuser.id} withBorder radius="md" padding="md">
            <Stack gap="sm">
              <Stack gap={2}>
                <Text fw={600}>{subuser.name}</Text>
                <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                  {subuser.email}
                </Text>
                <Text size="sm" c="gray.7">
                  {[subuser.accountCode, created(subuser.createdAt)].filter(Boolean).join(' · ')}
                </Text>
                <LimitsText subuser={subuser} />
              </Stack>
              <Flags subuser={subuser} savingId={savingId} onToggle={onToggle} />
              <RowActions subuser={subuser} onEditLimits={onEditLimits} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </>
  );
}
