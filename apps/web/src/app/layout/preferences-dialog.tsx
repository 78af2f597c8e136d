import { useState } from 'react';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { CURRENCIES, type CurrencyCode, type Locale } from '@travel/contracts/constants';
import { env } from '../../config/env';
import { CURRENCY_CODES, setCurrency, useCurrency } from '../../lib/currency';
import { useCurrencyRates } from '../../lib/currency-rates';
import { changeLanguage, useTranslation } from '../../lib/i18n';
import { localeTagOf, useLanguage } from '../../lib/language';
import { notifySuccess } from '../../lib/notify';

/**
 * The currency and language dialog (spec part 1 §1, §2). The language list offers English only
 * unless a deployment configures more; both choices are kept on the device for 7 days.
 */
export function PreferencesDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const currency = useCurrency();
  const rates = useCurrencyRates({ enabled: opened });
  const [draftLanguage, setDraftLanguage] = useState<Locale>(language);
  const [draftCurrency, setDraftCurrency] = useState<CurrencyCode>(currency);

  const reset = () => {
    setDraftLanguage(language);
    setDraftCurrency(currency);
  };

  const cancel = () => {
    reset();
    onClose();
  };

  const save = async () => {
    setCurrency(draftCurrency);
    if (draftLanguage !== language) await changeLanguage(draftLanguage);
    onClose();
    notifySuccess(t('preferences.saved'));
  };

  const cnyRate = rates.data?.rates.CNY;
  const updated = rates.data ? new Date(rates.data.updateDate) : null;

  return (
    <Modal.Root opened={opened} onClose={cancel} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A div, not Mantine's default <header>, so the page keeps a single banner landmark. */}
        <Modal.Header component="div">
          <Modal.Title fw={700} fz="lg">
            {t('preferences.title')}
          </Modal.Title>
          <Modal.CloseButton aria-label={t('actions.close')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="lg">
            <Radio.Group
              label={t('preferences.language')}
              value={draftLanguage}
              onChange={(value) => setDraftLanguage(value as Locale)}
            >
              <Stack gap="xs" mt="xs">
                {env.offeredLocales.map((locale) => (
                  <Radio
                    key={locale}
                    value={locale}
                    label={t(`languages.${locale}`)}
                    lang={localeTagOf(locale)}
                  />
                ))}
              </Stack>
            </Radio.Group>

            <Radio.Group
              label={t('preferences.currency')}
              value={draftCurrency}
              onChange={(value) => setDraftCurrency(value as CurrencyCode)}
            >
              <Stack gap="xs" mt="xs">
                {CURRENCY_CODES.map((code) => (
                  <Radio
                    key={code}
                    value={code}
                    label={`${code} ${CURRENCIES[code].symbol} · ${t(`currencies.${code}`)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>

            {cnyRate && updated ? (
              <Text size="sm" c="gray.7">
                {t('preferences.rate', {
                  rate: cnyRate.toFixed(4),
                  date: updated.toLocaleDateString(localeTagOf(language), { dateStyle: 'medium' }),
                })}
              </Text>
            ) : rates.isError ? (
              <Text size="sm" c="red.8">
                {t('preferences.ratesUnavailable')}
              </Text>
            ) : null}
            <Text size="sm" c="gray.7">
              {t('preferences.keptFor')}
            </Text>

            <Group justify="flex-end">
              <Button variant="default" onClick={cancel}>
                {t('actions.cancel')}
              </Button>
              <Button onClick={() => void save()}>{t('actions.save')}</Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
