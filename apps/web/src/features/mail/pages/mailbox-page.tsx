import { useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Alert,
  Container,
  Grid,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconInbox, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n';
import { useSearchParams } from '../../../lib/router';
import { ErrorBox } from '../../../components/error-box';
import { EmptyState, LoadingState } from '../../../components/page-states';
import { ApiError } from '../../../lib/api-client';
import { useMailbox } from '../api/mailbox';
import { useMailboxMessage } from '../api/mailbox-message';
import { MailboxList } from '../components/mailbox-list';
import { MailboxMessageView } from '../components/mailbox-message-view';
import { usePageTitle } from '../../../lib/use-page-title';

const FILTER_DEBOUNCE_MS = 300;

/**
 * /mailbox: the embedded demo's local mailbox (no SMTP, not production), where a person reads
 * what the site sent, verification codes included. `?to=` filters by recipient, `?id=` opens a
 * message. A server that sends real mail answers 404 and the page says the mailbox is absent.
 */
export function MailboxPage() {
  const { t } = useTranslation('mail');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const selectedId = params.get('id');
  const [filter, setFilter] = useState(to);
  const [debounced] = useDebouncedValue(filter.trim(), FILTER_DEBOUNCE_MS);
  const mailbox = useMailbox(to);
  const listed = mailbox.data?.find((message) => message.id === selectedId) ?? null;
  const single = useMailboxMessage(selectedId, mailbox.isSuccess && listed === null);
  const selected = listed ?? single.data ?? null;
  const reader = useRef<HTMLDivElement>(null);
  usePageTitle(t('mailbox.title'));

  // The filter lives in the URL (shareable, survives a reload); typing updates it once settled.
  useEffect(() => {
    if (debounced === to) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (debounced) next.set('to', debounced);
        else next.delete('to');
        next.delete('id');
        return next;
      },
      { replace: true },
    );
  }, [debounced, to, setParams]);

  const select = (id: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', id);
        return next;
      },
      { replace: true },
    );
    // On a phone the message is below the list: bring it into view.
    window.requestAnimationFrame(() =>
      reader.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };

  const absent = mailbox.error instanceof ApiError && mailbox.error.status === 404;

  let body;
  if (mailbox.isPending) {
    body = <LoadingState shape="list" />;
  } else if (absent) {
    body = (
      <Alert color="gray" icon={<IconInbox aria-hidden />} role="status">
        {t('mailbox.unavailable')}
      </Alert>
    );
  } else if (mailbox.isError) {
    body = <ErrorBox error={mailbox.error} ns="mail" onRetry={() => mailbox.refetch()} />;
  } else if (mailbox.data.length === 0) {
    body = <EmptyState text={to ? t('mailbox.emptyFor', { to }) : t('mailbox.empty')} />;
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MailboxList messages={mailbox.data} selectedId={selectedId} onSelect={select} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <div ref={reader} style={{ scrollMarginTop: 'calc(var(--header-height) + 16px)' }}>
            {selected ? (
              <MailboxMessageView message={selected} />
            ) : single.isFetching ? (
              <LoadingState rows={2} shape="list" />
            ) : single.isError ? (
              <ErrorBox error={single.error} ns="mail" />
            ) : (
              <EmptyState text={t('mailbox.choose')} />
            )}
          </div>
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('mailbox.title')}</Title>
          <Text c="gray.7">{t('mailbox.intro')}</Text>
        </Stack>
        {absent ? null : (
          <Group gap="sm" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('mailbox.filter')}
              placeholder={t('mailbox.filterPlaceholder')}
              type="search"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={filter}
              onChange={(event) => setFilter(event.currentTarget.value)}
              style={{ flex: 1, maxWidth: 420 }}
            />
            <Tooltip label={t('mailbox.refresh')}>
              <ActionIcon
                variant="default"
                size={36}
                aria-label={t('mailbox.refresh')}
                onClick={() => mailbox.refetch()}
                loading={mailbox.isFetching && !mailbox.isPending}
              >
                <IconRefresh size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
        {body}
      </Stack>
    </Container>
  );
}
