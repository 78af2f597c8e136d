import { useCallback, useRef, useState, type ReactNode } from 'react';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * A booking form's state: what the booking pages used of Mantine's `useForm` (values, errors,
 * input bindings, the setters, whether anything changed), without its 6.5 KB br in their first
 * load (issue 10 for /book, issue 14 §5 for /tour/book/{id}). The bindings behave as Mantine's
 * do: `onChange` takes an event or a value, and a change clears that field's error. Setters
 * read the latest values (a ref), so a memoised section's handlers never write over newer
 * input. Values are plain data (the booking drafts keep them as JSON).
 */
export type FormErrors = Record<string, ReactNode>;

export interface LightForm<Values> {
  values: Values;
  errors: FormErrors;
  getValues: () => Values;
  getInputProps: (path: string, options?: { type?: 'input' | 'checkbox' }) => InputBinding;
  setFieldValue: (path: string, value: unknown) => void;
  setFieldError: (path: string, error: ReactNode) => void;
  clearFieldError: (path: string) => void;
  setErrors: (errors: FormErrors) => void;
  /** Whether the values differ from the initial ones (Mantine's `isDirty()`). */
  isDirty: () => boolean;
}

export type InputBinding = GetInputPropsReturnType;

const segments = (path: string) => path.split('.');

function getPath(path: string, source: unknown): unknown {
  let current = source;
  for (const key of segments(path)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/** A copy of `source` with `value` at `path`; objects off the path are kept as they are. */
function setPath<T>(path: string, value: unknown, source: T): T {
  const [key, ...rest] = segments(path);
  const container = source as unknown as Record<string, unknown> | unknown[];
  const next = rest.length === 0 ? value : setPath(rest.join('.'), value, getPath(key!, container));
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(key)] = next;
    return copy as unknown as T;
  }
  return { ...container, [key!]: next } as T;
}

/** What a Mantine input's onChange gives: an event (value or checked) or the value itself. */
function valueOf(input: unknown): unknown {
  if (input && typeof input === 'object' && 'nativeEvent' in input) {
    const target = (input as unknown as { currentTarget: EventTarget }).currentTarget;
    if (target instanceof HTMLInputElement) {
      return target.type === 'checkbox' ? target.checked : target.value;
    }
    if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) {
      return target.value;
    }
  }
  return input;
}

export function useLightForm<Values>(initialValues: () => Values): LightForm<Values> {
  const [values, setValues] = useState(initialValues);
  // What "dirty" is measured against: the values the form started with, as JSON.
  const [initialText] = useState(() => JSON.stringify(values));
  const [errors, setErrorsState] = useState<FormErrors>({});
  const latest = useRef({ values, errors });
  latest.current = { values, errors };

  const setErrors = useCallback((next: FormErrors) => {
    // As Mantine: undefined, null and false are no error.
    const kept = Object.fromEntries(
      Object.entries(next).filter(
        ([, message]) => message !== undefined && message !== null && message !== false,
      ),
    );
    latest.current.errors = kept;
    setErrorsState(kept);
  }, []);
  const setFieldError = useCallback(
    (path: string, error: ReactNode) => setErrors({ ...latest.current.errors, [path]: error }),
    [setErrors],
  );
  const clearFieldError = useCallback(
    (path: string) => {
      if (latest.current.errors[path] === undefined) return;
      const { [path]: _cleared, ...rest } = latest.current.errors;
      setErrors(rest);
    },
    [setErrors],
  );
  /** A change clears the field's error (Mantine's clearInputErrorOnChange). */
  const setFieldValue = useCallback(
    (path: string, value: unknown) => {
      clearFieldError(path);
      if (getPath(path, latest.current.values) === value) return;
      latest.current.values = setPath(path, value, latest.current.values);
      setValues(latest.current.values);
    },
    [clearFieldError],
  );
  const getValues = useCallback(() => latest.current.values, []);

  const getInputProps = (path: string, options: { type?: 'input' | 'checkbox' } = {}) => {
    const current = getPath(path, values);
    return {
      ...(options.type === 'checkbox' ? { checked: current } : { value: current }),
      error: errors[path],
      onChange: (input: unknown) => setFieldValue(path, valueOf(input)),
    };
  };

  const isDirty = () => JSON.stringify(latest.current.values) !== initialText;

  return {
    values,
    errors,
    isDirty,
    getValues,
    getInputProps,
    setFieldValue,
    setFieldError,
    clearFieldError,
    setErrors,
  };
}
