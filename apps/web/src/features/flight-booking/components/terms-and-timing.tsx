import { Anchor, Checkbox, Group, Radio, Stack } from '@mantine/core';
import { Trans, useTranslation } from '../../../lib/i18n';
import { Link } from '../../../lib/router';
import { PAYMENT_WINDOW_MINUTES } from '@travel/contracts/constants';
import type { BookingForm } from '../lib/use-booking-form';

/** Pay now or reserve and pay later (spec §4), and the fare rules and terms box (spec §5). */
export function TermsAndTiming({ form }: { form: BookingForm }) {
  const { t } = useTranslation('flight-booking');
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('timing.legend')}
        value={form.values.timing}
        onChange={(value) => form.setFieldValue('timing', value === 'reserve' ? 'reserve' : 'now')}
      >
        <Group gap="lg" mt="xs">
          <Radio value="now" label={t('timing.now')} />
          <Radio
            value="reserve"
            label={t('timing.reserve')}
            description={t('timing.reserveHint', { minutes: PAYMENT_WINDOW_MINUTES })}
          />
        </Group>
      </Radio.Group>
      <Checkbox
        label={
          <Trans
            t={t}
            i18nKey="terms.label"
            components={{
              terms: <Anchor component={Link} to="/terms" target="_blank" rel="noopener" inherit />,
            }}
          />
        }
        {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
      />
    </Stack>
  );
}
