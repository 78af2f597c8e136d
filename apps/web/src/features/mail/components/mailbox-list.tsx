import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import type { MailboxMessage } from '@travel/contracts/mail';
import { localeTagOf, useLanguage } from '../../../lib/language';
import { formatSentAt } from '../lib/format';

/** The messages, newest first; the open one is marked for sighted and screen-reader users. */
export function MailboxList({
  messages,
  selectedId,
  onSelect,
}: {
  messages: MailboxMessage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useTranslation('mail');
  const locale = localeTagOf(useLanguage());
  return (
    <Stack
      component="ul"
      gap={0}
      p={0}
      m={0}
      aria-label={t('mailbox.listLabel')}
      style={{
        listStyle: 'none',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 8,
      }}
    >
      {messages.map((message, index) => {
        const selected = message.id === selectedId;
        return (
          <li
            key={message.id}
            style={{
              borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-3)',
            }}
          >
            <UnstyledButton
              w="100%"
              p="sm"
              aria-current={selected ? 'true' : undefined}
              onClick={() => onSelect(message.id)}
              bg={selected ? 'ocean.0' : undefined}
              style={{ display: 'block', borderRadius: 8 }}
            >
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Text fw={600} size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
                  {message.subject}
                </Text>
                <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                  {t(`kinds.${message.kind}`, { defaultValue: message.kind })}
                </Badge>
              </Group>
              <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
                {t('mailbox.toLine', { to: message.to })}
              </Text>
              <Text size="xs" c="gray.7">
                <time dateTime={message.createdAt}>{formatSentAt(message.createdAt, locale)}</time>
              </Text>
            </UnstyledButton>
          </li>
        );
      })}
    </Stack>
  );
}
