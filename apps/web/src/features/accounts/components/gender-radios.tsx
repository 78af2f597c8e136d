import { Group, Radio, type RadioGroupProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';
import { GENDERS } from '@travel/contracts/form-values';

/** Male or Female, as the spec's forms offer, with a legend for screen readers. */
export function GenderRadios(
  props: Omit<RadioGroupProps, 'children' | 'label'> & { label?: string },
) {
  const { t } = useTranslation('accounts');
  return (
    <Radio.Group label={t('fields.gender')} {...props}>
      <Group gap="lg" mt="xs">
        {GENDERS.map((gender) => (
          <Radio key={gender} value={gender} label={t(`gender.${gender}`)} />
        ))}
      </Group>
    </Radio.Group>
  );
}
