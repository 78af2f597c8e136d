import { Avatar, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconAddressBook,
  IconId,
  IconKey,
  IconLogout,
  IconLuggage,
  IconUserShield,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useNavigate } from '../../../lib/router';
import { ROLE, isAgentType } from '@travel/contracts/roles';
import { notifySuccess } from '../../../lib/notify';
import { signOut } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAgentBalance } from '../../../lib/agent-balance';
import { useMoneyText } from '../../../lib/use-money-text';
import { AccountLinkCard } from '../components/account-link-card';
import { AccountPage } from '../components/account-page';
import { roleLabelKey } from '../lib/role-label';

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** /account: the account home, greeting the user by name, with a card per account page. */
export function AccountHomePage() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const session = useSession();
  // Agents see what they can spend on the card that opens the statement (issue 13 §4).
  const balance = useAgentBalance(isAgentType(session?.user.role));
  const moneyText = useMoneyText();
  // Signing out clears the session before the navigation away lands.
  if (!session) return null;
  const { user } = session;

  const signOutAndLeave = async () => {
    await signOut();
    notifySuccess(t('home.signedOut'));
    navigate('/', { replace: true });
  };

  return (
    <AccountPage title={t('home.title')} back={false} size="lg">
      <Group justify="space-between" align="center" gap="md">
        <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar size={56} radius="xl" color="ocean" aria-hidden>
            {initials(user.name)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text component="p" fz="xl" fw={700} style={{ overflowWrap: 'anywhere' }}>
              {t('home.hello', { name: user.name })}
            </Text>
            <Group gap="xs">
              <Badge variant="light">{t(roleLabelKey(user.role))}</Badge>
              <Text size="sm" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Group>
            {isAgentType(user.role) ? (
              <Text size="sm" c="gray.7">
                {t('home.accountCode', { code: user.accountCode })}
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={signOutAndLeave}
        >
          {t('home.signOut')}
        </Button>
      </Group>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="nav"
        aria-label={t('home.title')}
      >
        <AccountLinkCard
          to="/account/edit"
          icon={IconId}
          title={t('home.cards.edit.title')}
          text={t('home.cards.edit.text')}
        />
        <AccountLinkCard
          to="/account/password"
          icon={IconKey}
          title={t('home.cards.password.title')}
          text={t('home.cards.password.text')}
        />
        <AccountLinkCard
          to="/account/frequentlyUsers"
          icon={IconUsers}
          title={t('home.cards.travellers.title')}
          text={t('home.cards.travellers.text')}
        />
        <AccountLinkCard
          to="/account/tourOrders"
          icon={IconLuggage}
          title={t('home.cards.tourOrders.title')}
          text={t('home.cards.tourOrders.text')}
        />
        {isAgentType(user.role) ? (
          <AccountLinkCard
            to="/account/balance"
            icon={IconWallet}
            title={t('home.cards.balance.title')}
            text={
              balance.data
                ? t('home.cards.balance.textWithAmount', {
                    amount: moneyText(balance.data.balance),
                  })
                : t('home.cards.balance.text')
            }
          />
        ) : null}
        {isAgentType(user.role) ? (
          <AccountLinkCard
            to="/account/clients"
            icon={IconAddressBook}
            title={t('home.cards.clients.title')}
            text={t('home.cards.clients.text')}
          />
        ) : null}
        {user.role === ROLE.agent ? (
          <AccountLinkCard
            to="/account/subusers"
            icon={IconUserShield}
            title={t('home.cards.subusers.title')}
            text={t('home.cards.subusers.text')}
          />
        ) : null}
      </SimpleGrid>
    </AccountPage>
  );
}
