import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Trans } from './trans';
import type { TFunction } from './translate';

const texts: Record<string, string> = {
  agreement: 'Agree to our <terms>terms of use</terms> and <privacy>privacy policy</privacy>.',
  nested: 'A <b>bold <i>and italic</i></b> word<br/>next',
  unknown: 'Plain <x>inside</x> text',
  hello: 'Hi {{name}}, read <terms>this</terms>',
};
const t: TFunction = (key, options) =>
  (texts[key] ?? key).replace('{{name}}', String(options?.name ?? '{{name}}'));

describe('Trans', () => {
  it('puts the components in place of their tags, the text between them inside', () => {
    const { container } = render(
      <Trans
        t={t}
        i18nKey="agreement"
        components={{ terms: <a href="/terms" />, privacy: <a href="/policy" /> }}
      />,
    );
    expect(container.innerHTML).toBe(
      'Agree to our <a href="/terms">terms of use</a> and <a href="/policy">privacy policy</a>.',
    );
  });

  it('nests tags, renders self-closing ones alone and keeps an unknown tag’s text only', () => {
    const { container } = render(
      <>
        <Trans t={t} i18nKey="nested" components={{ b: <strong />, i: <em />, br: <br /> }} />|
        <Trans t={t} i18nKey="unknown" />
      </>,
    );
    expect(container.innerHTML).toBe(
      'A <strong>bold <em>and italic</em></strong> word<br>next|Plain inside text',
    );
  });

  it('passes values to the translator', () => {
    const { container } = render(
      <Trans t={t} i18nKey="hello" values={{ name: 'Ann' }} components={{ terms: <u /> }} />,
    );
    expect(container.innerHTML).toBe('Hi Ann, read <u>this</u>');
  });
});
