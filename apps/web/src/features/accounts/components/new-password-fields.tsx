import { PasswordInput, SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n';

/**
 * A new password and its confirmation, both "new-password" for password managers, with the
 * password rule on the first. `register` sets them side by side as "Password" and "Confirm
 * password"; `change` (changing or resetting one) stacks "New password" and "Confirm new
 * password" inside the caller's stack.
 */
export function NewPasswordFields({
  password,
  confirmation,
  variant,
  autoFocus = false,
}: {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  variant: 'register' | 'change';
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('accounts');
  const register = variant === 'register';
  const fields = (
    <>
      <PasswordInput
        label={t(register ? 'fields.password' : 'fields.newPassword')}
        description={t('fields.passwordRule')}
        // Side by side, the rule goes under the input so both password inputs line up.
        inputWrapperOrder={register ? ['label', 'input', 'description', 'error'] : undefined}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
        {...password}
      />
      <PasswordInput
        label={t(register ? 'fields.confirmPassword' : 'fields.confirmNewPassword')}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
  return register ? (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {fields}
    </SimpleGrid>
  ) : (
    fields
  );
}
