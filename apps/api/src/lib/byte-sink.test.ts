import { describe, expect, it } from 'vitest';
import { ByteSink, SinkPool } from './byte-sink';

const written = (write: (sink: ByteSink) => void): string => {
  const sink = new ByteSink(4);
  write(sink);
  return sink.toString();
};

describe('ByteSink (issue 10, p99)', () => {
  it('writes numbers as template literals do, and as JSON where JSON differs', () => {
    const numbers = [0, -0, 7, 10, 99, 100, 1234567890123, -42, 2 ** 53 - 1, 1.5, -0.25, 1e21];
    for (const n of numbers) expect(written((s) => s.number(n))).toBe(`${n}`);
    for (const n of [...numbers, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(written((s) => s.value(n))).toBe(JSON.stringify(n));
    }
    expect(written((s) => s.value(null))).toBe('null');
    expect(written((s) => s.value(true))).toBe('true');
  });

  it('copies pre-encoded pieces as their text, growing the buffer past its size', () => {
    const key = ByteSink.encode(',"adultPrice":');
    const wide = ByteSink.encode(',"name":"Zürich"');
    expect(
      written((s) => {
        s.bytes(key);
        s.number(12);
        s.bytes(wide);
        s.bytes(new Uint8Array(0));
      }),
    ).toBe(',"adultPrice":12,"name":"Zürich"');
  });

  it('writes strings as JSON.stringify does, escapes and non-ASCII included', () => {
    const strings = [
      '',
      'LAX',
      'Zürich',
      '東京国際空港',
      'a"b',
      'back\\slash',
      'line\nnew',
      '\u0001',
      'pair 😀',
      'lone \ud800 surrogate',
      '\udfff',
      'tab\tend',
    ];
    // Short ones are copied in JS, long ones (over 64 units) by Buffer.write: both ways.
    const long = strings.map((text) => `${text} ${'x'.repeat(70)} ${text}`);
    for (const text of [...strings, ...long]) {
      expect(written((s) => s.string(text))).toBe(JSON.stringify(text));
      // UTF-8 has no lone surrogates (JSON text never holds one: it is escaped).
      if (!/[\ud800-\udfff]/.test(text.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ''))) {
        expect(written((s) => s.text(text))).toBe(text);
      }
    }
  });

  it('grows, repeats its own bytes, appends another sink and counts UTF-16 units', () => {
    const sink = new ByteSink(2);
    sink.text('{"a":');
    sink.string('Zürich 😀');
    const end = sink.length;
    sink.comma();
    sink.repeat(0, end);
    const other = new ByteSink(1);
    other.text('}]');
    sink.append(other);
    const text = '{"a":"Zürich 😀",{"a":"Zürich 😀"}]';
    expect(sink.toString()).toBe(text);
    expect(sink.view().toString('utf8')).toBe(text);
    expect(sink.units()).toBe(text.length);
  });

  it('changes its epoch on every reset and truncation, unique across sinks', () => {
    const one = new ByteSink();
    const two = new ByteSink();
    const epochs = new Set([one.epoch]);
    one.text('abc');
    one.truncate(1);
    epochs.add(one.epoch);
    expect(one.toString()).toBe('a');
    one.reset();
    epochs.add(one.epoch);
    two.reset();
    epochs.add(two.epoch);
    expect(epochs.size).toBe(4);
    expect(one.length).toBe(0);
  });

  it('gives a sink back for reuse, emptied', () => {
    const pool = new SinkPool();
    const sink = pool.take();
    sink.text('x');
    pool.give(sink);
    const again = pool.take();
    expect(again).toBe(sink);
    expect(again.length).toBe(0);
  });
});
