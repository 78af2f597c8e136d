import { Fragment, cloneElement, type ReactElement, type ReactNode } from 'react';
import type { TFunction, TOptions } from './translate';

/** `<name>`, `</name>` or `<name/>` in a translated text. */
const TAG = /<(\/?)([\w-]+)\s*(\/?)>/g;

interface Open {
  name: string;
  children: ReactNode[];
}

/**
 * The text with its `<name>…</name>` parts rendered as `components[name]` holding what is
 * between the tags (nesting allowed), `<name/>` as the element alone. A tag without a component
 * keeps only its content; an unclosed one is closed at the end.
 */
export function withComponents(
  text: string,
  components: Record<string, ReactElement>,
): ReactNode[] {
  const stack: Open[] = [{ name: '', children: [] }];
  let key = 0;
  const top = () => stack[stack.length - 1]!;
  const close = () => {
    const open = stack.pop()!;
    const element = components[open.name];
    if (element) top().children.push(cloneElement(element, { key: key++ }, ...open.children));
    else top().children.push(...open.children);
  };
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > at) top().children.push(text.slice(at, match.index));
    at = match.index + match[0].length;
    const [, closing, name = '', selfClosing] = match;
    if (selfClosing) {
      const element = components[name];
      if (element) top().children.push(cloneElement(element, { key: key++ }));
    } else if (!closing) {
      stack.push({ name, children: [] });
    } else if (stack.length > 1 && top().name === name) {
      close();
    }
  }
  if (at < text.length) top().children.push(text.slice(at));
  while (stack.length > 1) close();
  return stack[0]!.children;
}

export interface TransProps {
  t: TFunction;
  i18nKey: string;
  /** Placeholders' values (and `count`). */
  values?: TOptions;
  /** The elements the text's tags stand for, by tag name. */
  components?: Record<string, ReactElement>;
}

/** A translated text with links (or other elements) inside it: react-i18next's `Trans`. */
export function Trans({ t, i18nKey, values, components = {} }: TransProps) {
  return <Fragment>{withComponents(t(i18nKey, values), components)}</Fragment>;
}
