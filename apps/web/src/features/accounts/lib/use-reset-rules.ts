import type { FormEvent } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import type * as rulesModule from './reset-rules';

type ResetRules = typeof rulesModule;

const loadRules = (): Promise<ResetRules> => import('./reset-rules');
/** For a step form's `onFocus`: the rules are usually at hand by its submit. */
export const prefetchResetRules = (): void => void loadRules().catch(() => undefined);

/**
 * Mantine's `onSubmit` for a /reset-account step with its rules loaded first: the same errors,
 * set at the same moment (Mantine's `validate` is synchronous, so it cannot wait for a module).
 * `unavailable` words a failed download (offline) as a failed call would be.
 */
export function resetSubmit<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  rules: (loaded: ResetRules, values: V) => Record<string, string>,
  onValid: (values: V) => void,
  unavailable: (error: unknown) => void,
) {
  return (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const values = form.getValues();
    loadRules().then((loaded) => {
      const errors = rules(loaded, values);
      form.setErrors(errors);
      if (Object.keys(errors).length === 0) onValid(values);
    }, unavailable);
  };
}
