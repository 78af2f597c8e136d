import { Anchor, Checkbox, Radio, Stack, Textarea } from '@mantine/core';
import type { LightForm } from '../../../lib/use-light-form';
import type { TOUR_INSURANCE_CHOICES } from '@travel/contracts/tour-orders';
import type { TourKind } from '@travel/contracts/tours';
import { Link } from '../../../lib/router';
import { Trans, useTranslation } from '../../../lib/i18n';
import { termsPath } from '../lib/book-kind';
import type { TourBookValues } from '../lib/book-values';

/*
 * The contract's insurance choices, restated: a value from `@travel/contracts/tour-orders` brings
 * its zod schemas along (~25 kB brotli) into the booking page's script; `satisfies` on the
 * contract's own type (a type-only import) makes any change there stop the build here.
 */
const INSURANCE_CHOICES = ['help', 'self', 'none'] as const satisfies typeof TOUR_INSURANCE_CHOICES;

/**
 * The insurance choice (spec part 2 §5, required: need help buying, bought myself, not needed),
 * a remark for the operator, and the terms of service of the page's language, which must be
 * accepted (their page opens in a new tab, so nothing typed is lost).
 */
export function ChoicesSection({
  form,
  kind,
}: {
  form: LightForm<TourBookValues>;
  kind: TourKind;
}) {
  const { t } = useTranslation('tour-booking');
  const insurance = form.getInputProps('insurance');
  return (
    <Stack gap="md">
      <Radio.Group
        label={t('insurance.legend')}
        description={t('insurance.hint')}
        required
        {...insurance}
        value={form.values.insurance}
      >
        <Stack gap="xs" mt="xs">
          {INSURANCE_CHOICES.map((choice) => (
            <Radio key={choice} value={choice} label={t(`insurance.${choice}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('fields.remark')}
        description={t('tourists.optional')}
        rows={3}
        maxLength={500}
        {...form.getInputProps('remark')}
      />
      <Checkbox
        required
        label={
          <Trans
            t={t}
            i18nKey="terms.accept"
            components={{
              terms: (
                <Anchor
                  component={Link}
                  to={termsPath(kind)}
                  target="_blank"
                  rel="noopener"
                  inherit
                />
              ),
            }}
          />
        }
        {...form.getInputProps('acceptTerms', { type: 'checkbox' })}
      />
    </Stack>
  );
}
