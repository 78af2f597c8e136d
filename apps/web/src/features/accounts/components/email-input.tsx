import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n';

/**
 * The account's email address, as sign-in, registration and password reset ask for it; the
 * caller overrides `autoComplete` where the email is the sign-in name ("username").
 */
export function EmailInput(props: TextInputProps) {
  const { t } = useTranslation('accounts');
  return (
    <TextInput
      label={t('fields.email')}
      placeholder={t('fields.emailPlaceholder')}
      type="email"
      inputMode="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}
