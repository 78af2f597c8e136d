import {
  Badge,
  Box,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import type { MailboxMessage } from '@travel/contracts/mail';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatSentAt } from '../lib/format';
import { verificationCodeIn } from '../lib/verification-code';

const STATUS_COLOR: Record<MailboxMessage['status'], string> = {
  queued: 'gray',
  sent: 'teal',
  suppressed: 'orange',
  failed: 'red',
};

/**
 * Links in a shown message open in a tab of their own, as a mail client opens them: the frame
 * itself runs no scripts, so the app cannot start inside it.
 */
const OPEN_LINKS_IN_NEW_TAB = '<base target="_blank">';

/** The HTML as the frame shows it: a `<base>` first, so every link opens a new tab. */
export const framedMailHtml = (html: string): string =>
  /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${OPEN_LINKS_IN_NEW_TAB}`)
    : `${OPEN_LINKS_IN_NEW_TAB}${html}`;

/**
 * One message: its text, and its HTML in a sandboxed iframe (no scripts, forms or same-origin
 * access), so mail content can never act inside the app. The sandbox lets a click on a link
 * open a new, ordinary tab (the Manage booking link of an order mail), nothing else.
 */
export function MailboxMessageView({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation('mail');
  const locale = localeTagOf(useLanguage());
  const code = verificationCodeIn(message);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      aria-labelledby="mail-subject"
    >
      <Stack gap="md">
        <Stack gap={6}>
          <Title order={2} size="h3" id="mail-subject" style={{ overflowWrap: 'anywhere' }}>
            {message.subject}
          </Title>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('mailbox.toLine', { to: message.to })}
          </Text>
          <Group gap="xs">
            <Text size="sm" c="gray.7">
              <time dateTime={message.createdAt}>{formatSentAt(message.createdAt, locale)}</time>
            </Text>
            <Badge variant="light" size="sm">
              {t(`kinds.${message.kind}`, { defaultValue: message.kind })}
            </Badge>
            <Badge variant="light" size="sm" color={STATUS_COLOR[message.status]}>
              {t(`statuses.${message.status}`)}
            </Badge>
          </Group>
        </Stack>
        {code ? (
          <Group gap="sm" p="sm" bg="sun.0" style={{ borderRadius: 8 }}>
            <Text size="sm">{t('mailbox.code')}</Text>
            <Text fz={28} fw={700} ff="monospace" style={{ letterSpacing: '0.2em' }}>
              {code}
            </Text>
            <CopyButton value={code}>
              {({ copied, copy }) => (
                <Button
                  size="xs"
                  variant={copied ? 'filled' : 'light'}
                  leftSection={
                    copied ? (
                      <IconCheck size={14} aria-hidden />
                    ) : (
                      <IconCopy size={14} aria-hidden />
                    )
                  }
                  onClick={copy}
                >
                  {copied ? t('mailbox.copied') : t('mailbox.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        <Tabs defaultValue={message.html ? 'html' : 'text'} keepMounted={false}>
          <Tabs.List>
            {message.html ? <Tabs.Tab value="html">{t('mailbox.html')}</Tabs.Tab> : null}
            <Tabs.Tab value="text">{t('mailbox.text')}</Tabs.Tab>
          </Tabs.List>
          {message.html ? (
            <Tabs.Panel value="html" pt="sm">
              <Box
                component="iframe"
                title={t('mailbox.htmlFrame', { subject: message.subject })}
                sandbox="allow-popups allow-popups-to-escape-sandbox"
                srcDoc={framedMailHtml(message.html)}
                referrerPolicy="no-referrer"
                w="100%"
                h={560}
                style={{
                  border: '1px solid var(--mantine-color-gray-3)',
                  borderRadius: 8,
                  background: 'white',
                }}
              />
            </Tabs.Panel>
          ) : null}
          <Tabs.Panel value="text" pt="sm">
            <Box
              component="pre"
              m={0}
              p="sm"
              fz="sm"
              bg="gray.0"
              style={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                borderRadius: 8,
                fontFamily: 'inherit',
              }}
            >
              {message.text}
            </Box>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
