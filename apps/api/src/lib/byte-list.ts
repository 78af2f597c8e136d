import type { ByteSink } from './byte-sink';

/**
 * A reply's list of distinct JSON values written straight into a sink, `,`-separated, in order
 * of first use: TextList of reply-text.ts for values large and many (a reply's ~300 segments of
 * ~800 bytes each), which were strings first. Values known by a short key are written once per
 * key and never read back while every value had one; a value without a key is found by its
 * text, read back from the sink (then keyed ones are too), as TextList does.
 */
export class ByteList {
  /** Where each value starts in the sink. */
  private readonly starts: number[] = [];
  private readonly byKey = new Map<string, number>();
  private readonly byText = new Map<string, number>();
  private indexedUpTo = 0;
  private unkeyed = false;

  constructor(readonly sink: ByteSink) {}

  get count(): number {
    return this.starts.length;
  }

  /** The index of the value `write` writes, found by its text. */
  index(write: (sink: ByteSink) => void): number {
    this.unkeyed = true;
    this.catchUp();
    return this.byTextOf(write);
  }

  /** The index of a value known by `key` (equal keys exactly when equal text). */
  indexByKey(key: string, write: (sink: ByteSink) => void): number {
    let index = this.byKey.get(key);
    if (index === undefined) {
      index = this.unkeyed ? this.byTextOf(write) : this.append(write);
      this.byKey.set(key, index);
    }
    return index;
  }

  private append(write: (sink: ByteSink) => void): number {
    const index = this.starts.length;
    if (index > 0) this.sink.comma();
    this.starts.push(this.sink.length);
    write(this.sink);
    return index;
  }

  /** Writes the value, then takes it back when an equal one is there already. */
  private byTextOf(write: (sink: ByteSink) => void): number {
    const before = this.sink.length;
    const index = this.append(write);
    const text = this.sink.toString(this.starts[index], this.sink.length);
    const known = this.byText.get(text);
    if (known !== undefined) {
      this.starts.pop();
      this.sink.truncate(before);
      return known;
    }
    this.byText.set(text, index);
    this.indexedUpTo = this.starts.length;
    return index;
  }

  /** Puts values added by key into `byText`, for a value that has none. */
  private catchUp(): void {
    for (; this.indexedUpTo < this.starts.length; this.indexedUpTo += 1) {
      const i = this.indexedUpTo;
      const end =
        i + 1 < this.starts.length ? (this.starts[i + 1] as number) - 1 : this.sink.length;
      const text = this.sink.toString(this.starts[i], end);
      if (!this.byText.has(text)) this.byText.set(text, i);
    }
  }
}
