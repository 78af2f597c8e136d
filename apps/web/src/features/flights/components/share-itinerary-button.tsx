import { useEffect, useRef, useState } from 'react';
import {
  Button,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  type ButtonProps,
} from '@mantine/core';
import { IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { FlightOffer } from '@travel/contracts/flights';
import type { CreateShortLinkBody, CreatedShortLink } from '@travel/contracts/short-links';
import { useTranslation } from '../../../lib/i18n';
import { apiFetch } from '../../../lib/api-client';
import { ErrorBox } from '../../../components/error-box';

/** POST /api/ShortLinks for a flight offer: `{code, url: '/flight-share/{code}', expiresAt}`. */
export function createFlightShortLink(offer: FlightOffer, searchUrl: string) {
  const body: CreateShortLinkBody = {
    kind: 'flight',
    target: searchUrl,
    data: { offer, searchUrl },
  };
  return apiFetch<CreatedShortLink>('/api/ShortLinks', { method: 'POST', body });
}

/**
 * Copies with the async clipboard API, or, where it is missing or refused (older browsers,
 * pages served over plain http on a LAN address), by selecting the field and the legacy copy
 * command. False when neither worked: the person then copies the selected text by hand.
 */
async function copyLink(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the fallback.
  }
  if (!field) return false;
  field.focus();
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  }
}

const canShareNatively = (): boolean =>
  typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const routeOf = (offer: FlightOffer): string => {
  const first = offer.trips[0]?.segments[0];
  const outbound = offer.trips[0]?.segments.at(-1);
  return first && outbound ? `${first.departureAirportCode}–${outbound.arrivalAirportCode}` : '';
};

/**
 * Share for a flight result: makes a short link to the offer (once per offer) and shows it in
 * a dialog with Copy and, where the device has one, its own share sheet. `searchUrl` is the
 * results URL the offer came from (path and query, e.g. `location.pathname + location.search`);
 * the shared page searches it again once the fare has expired.
 */
export function ShareItineraryButton({
  offer,
  searchUrl,
  ...buttonProps
}: { offer: FlightOffer; searchUrl: string } & Omit<ButtonProps, 'children' | 'onClick'>) {
  const { t } = useTranslation('flight-share');
  const [opened, setOpened] = useState(false);
  const [copyState, setCopyState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const create = useMutation({
    mutationFn: () => createFlightShortLink(offer, searchUrl),
  });
  const { reset } = create;

  // Another offer (a re-rendered card) needs its own link.
  useEffect(() => reset(), [offer.offerId, searchUrl, reset]);

  const link = create.data ? new URL(create.data.url, window.location.origin).toString() : '';

  const open = () => {
    setOpened(true);
    setCopyState('idle');
    if (!create.data && !create.isPending) create.mutate();
  };

  const copy = async () => {
    setCopyState((await copyLink(link, field.current)) ? 'copied' : 'failed');
  };

  const shareNatively = () => {
    navigator
      .share({
        title: t('share.title'),
        text: t('share.shareText', { route: routeOf(offer) }),
        url: link,
      })
      .catch(() => {
        // Closing the share sheet rejects with AbortError; the dialog stays open either way.
      });
  };

  return (
    <>
      <Button
        variant="subtle"
        leftSection={<IconShare size={16} aria-hidden="true" />}
        aria-label={t('share.buttonLabel')}
        aria-haspopup="dialog"
        {...buttonProps}
        onClick={open}
      >
        {t('share.button')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('share.title')}
        closeButtonProps={{ 'aria-label': t('actions.close', { ns: 'common' }) }}
        centered
      >
        {create.isPending ? (
          <Group gap="sm" aria-live="polite" aria-busy="true">
            <Loader size="sm" />
            <Text size="sm">{t('share.creating')}</Text>
          </Group>
        ) : create.isError ? (
          <ErrorBox error={create.error} ns="flight-share" onRetry={() => create.mutate()} />
        ) : create.data ? (
          <Stack gap="sm">
            <Text size="sm" c="gray.8">
              {t('share.intro')}
            </Text>
            <TextInput
              ref={field}
              label={t('share.linkLabel')}
              value={link}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
            />
            <Group gap="sm" grow>
              <Button
                onClick={() => void copy()}
                leftSection={
                  copyState === 'copied' ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )
                }
                color={copyState === 'copied' ? 'teal' : undefined}
              >
                {copyState === 'copied' ? t('share.copied') : t('share.copy')}
              </Button>
              {canShareNatively() ? (
                <Button
                  variant="default"
                  onClick={shareNatively}
                  leftSection={<IconShare size={16} aria-hidden="true" />}
                >
                  {t('share.native')}
                </Button>
              ) : null}
            </Group>
            <Text size="sm" role="status" c={copyState === 'failed' ? 'red.9' : 'teal.9'}>
              {copyState === 'copied'
                ? t('share.copied')
                : copyState === 'failed'
                  ? t('share.copyFailed')
                  : ''}
            </Text>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
