import type { JsonSink } from '../suppliers/flights/port';

/**
 * A growable byte buffer that JSON text is written into piece by piece (issue 10, p99 of new
 * searches): a search reply's ~200 KB were strings built per segment and per offer, joined,
 * then encoded to UTF-8 for brotli, all on the young generation of a search worker, where
 * every scavenge copied what was alive of them. Written here, the text lives off the JS heap in
 * a buffer each thread reuses (`SinkPool`), and the pieces never exist as strings.
 */

/** Characters JSON.stringify writes escaped (and lone surrogates, which it escapes too). */
// eslint-disable-next-line no-control-regex -- control characters are what JSON escapes
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;
const COMMA = 0x2c;
const MINUS = 0x2d;
const ZERO = 0x30;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
/** Strings up to this length are copied in JS (see `ascii`); longer ones by Buffer.write. */
const SHORT = 64;
/** Epochs of every sink of the thread: unique, so a position remembered names one sink's bytes. */
let lastEpoch = 0;

export class ByteSink implements JsonSink {
  private buffer: Buffer;
  /** Bytes written so far. */
  length = 0;
  /** Changes at each reset or truncation: positions remembered under another are stale. */
  epoch = 0;

  constructor(initialBytes = 64 * 1024) {
    // allocUnsafeSlow: its own memory, not a slice of Node's shared pool (reused, never zeroed).
    this.buffer = Buffer.allocUnsafeSlow(initialBytes);
  }

  reset(): void {
    this.truncate(0);
  }

  /** Drops what was written after `length` bytes. */
  truncate(length: number): void {
    this.length = length;
    lastEpoch += 1;
    this.epoch = lastEpoch;
  }

  /** Makes room for `bytes` more bytes. */
  private room(bytes: number): void {
    const needed = this.length + bytes;
    if (needed <= this.buffer.length) return;
    const grown = Buffer.allocUnsafeSlow(Math.max(needed, this.buffer.length * 2));
    this.buffer.copy(grown, 0, 0, this.length);
    this.buffer = grown;
  }

  /** A string's UTF-8 as it is (the caller knows it is JSON already). */
  text(value: string): void {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    this.room(value.length * 3);
    if (value.length <= SHORT && this.ascii(value)) return;
    this.length += this.buffer.write(value, this.length, 'utf8');
  }

  /**
   * Copies a short ASCII string byte by byte; false (and nothing counted as written) at its
   * first other character. Buffer.write costs a call into C++ per string: for
   * the reply's thousands of short pieces that was 15 % of a search's CPU.
   */
  private ascii(value: string): boolean {
    const { buffer } = this;
    const at = this.length;
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      if (code >= 0x80) return false;
      buffer[at + i] = code;
    }
    this.length = at + value.length;
    return true;
  }

  /**
   * Bytes encoded once (`ByteSink.encode`): the writer's constant keys, copied without reading a
   * string's characters again on every offer and brand.
   */
  bytes(chunk: Uint8Array): void {
    this.room(chunk.length);
    // TypedArray#set, not a loop of byte stores: ~12,000 keys a reply, and the loop was 6 % of
    // a search worker's CPU against 3.5 % (CPU profile shares, issue 10).
    this.buffer.set(chunk, this.length);
    this.length += chunk.length;
  }

  /** A constant piece of JSON as the bytes `bytes` copies. */
  static encode(text: string): Uint8Array {
    return new Uint8Array(Buffer.from(text, 'utf8'));
  }

  byte(code: number): void {
    this.room(1);
    this.buffer[this.length] = code;
    this.length += 1;
  }

  comma(): void {
    this.byte(COMMA);
  }

  /** A number as a template literal writes it (digits, and no string, for an integer). */
  number(value: number): void {
    if (!Number.isSafeInteger(value)) {
      this.text(String(value));
      return;
    }
    this.room(17);
    let rest = value;
    if (rest < 0) {
      this.buffer[this.length] = MINUS;
      this.length += 1;
      rest = -rest;
    }
    let digits = 1;
    for (let scale = 10; scale <= rest; scale *= 10) digits += 1;
    for (let i = digits - 1; i >= 0; i -= 1) {
      this.buffer[this.length + i] = ZERO + (rest % 10);
      rest = Math.floor(rest / 10);
    }
    this.length += digits;
  }

  /** A string as JSON (what JSON.stringify gives), without making that string when it can. */
  string(value: string): void {
    this.room(value.length * 3 + 2);
    if (value.length <= SHORT && this.plainAscii(value)) return;
    if (NEEDS_ESCAPE.test(value)) {
      this.text(JSON.stringify(value));
      return;
    }
    this.buffer[this.length] = QUOTE;
    this.length += 1;
    this.length += this.buffer.write(value, this.length, 'utf8');
    this.buffer[this.length] = QUOTE;
    this.length += 1;
  }

  /** A short string of ASCII that JSON keeps as it is, quoted; false (nothing written) if not. */
  private plainAscii(value: string): boolean {
    const { buffer } = this;
    const at = this.length;
    for (let i = 0; i < value.length; i += 1) {
      const code = value.charCodeAt(i);
      if (code >= 0x80 || code < 0x20 || code === QUOTE || code === BACKSLASH) return false;
      buffer[at + 1 + i] = code;
    }
    buffer[at] = QUOTE;
    buffer[at + 1 + value.length] = QUOTE;
    this.length = at + value.length + 2;
    return true;
  }

  /** A primitive as `JSON.stringify(value)` in a template literal writes it. */
  value(value: string | number | boolean | null | undefined): void {
    if (typeof value === 'string') this.string(value);
    else if (typeof value === 'number') {
      if (Number.isFinite(value)) this.number(value);
      else this.text('null');
    } else this.text(String(value));
  }

  /** Bytes `start`..`end` of this sink, written again at its end. */
  repeat(start: number, end: number): void {
    this.room(end - start);
    this.buffer.copy(this.buffer, this.length, start, end);
    this.length += end - start;
  }

  /** Bytes `start`..`end` of another sink, at the end of this one. */
  append(from: ByteSink, start = 0, end = from.length): void {
    this.room(end - start);
    from.buffer.copy(this.buffer, this.length, start, end);
    this.length += end - start;
  }

  /** The text of bytes `start`..`end`. */
  toString(start = 0, end = this.length): string {
    return this.buffer.toString('utf8', start, end);
  }

  /** The bytes written, as a view valid until the next write or reset. */
  view(): Buffer {
    return this.buffer.subarray(0, this.length);
  }

  /** UTF-16 units of the text written (what `string.length` of `toString()` would be). */
  units(): number {
    let units = 0;
    for (let i = 0; i < this.length; i += 1) {
      const byte = this.buffer[i] as number;
      // Continuation bytes add nothing; a 4-byte sequence's lead byte is a surrogate pair.
      if ((byte & 0xc0) !== 0x80) units += byte >= 0xf0 ? 2 : 1;
    }
    return units;
  }
}

/**
 * Sinks a thread reuses: taken for one synchronous piece of work, given back after. One that
 * is never given back (an exception, a test) is only garbage.
 */
export class SinkPool {
  private readonly free: ByteSink[] = [];

  take(): ByteSink {
    const sink = this.free.pop() ?? new ByteSink();
    sink.reset();
    return sink;
  }

  give(...sinks: ByteSink[]): void {
    for (const sink of sinks) if (this.free.length < 8) this.free.push(sink);
  }
}

/** This thread's pool (each search worker has its own module instance). */
export const sinks = new SinkPool();
