/**
 * Front-end messages for the lean PGlite client (pglite-lean.ts), written into one reusable
 * buffer: a query's whole batch (bind, describe, execute, sync…) goes to Postgres in one call,
 * and building it allocates nothing. PGlite's serializer allocates a fresh buffer per message.
 */
/** A growable buffer of front-end messages; reused, so a query allocates nothing for them. */
export class MessageWriter {
  #buffer = Buffer.allocUnsafe(4096);
  #length = 0;
  #start = 0;

  reset(): this {
    this.#length = 0;
    return this;
  }

  #ensure(extra: number): void {
    if (this.#length + extra <= this.#buffer.length) return;
    const bigger = Buffer.allocUnsafe(Math.max(this.#buffer.length * 2, this.#length + extra));
    this.#buffer.copy(bigger, 0, 0, this.#length);
    this.#buffer = bigger;
  }

  #begin(code: number): void {
    this.#ensure(5);
    this.#start = this.#length;
    this.#buffer[this.#length] = code;
    this.#length += 5;
  }

  #end(): void {
    this.#buffer.writeUInt32BE(this.#length - this.#start - 1, this.#start + 1);
  }

  #int16(value: number): void {
    this.#ensure(2);
    this.#buffer.writeInt16BE(value, this.#length);
    this.#length += 2;
  }

  #int32(value: number): void {
    this.#ensure(4);
    this.#buffer.writeInt32BE(value, this.#length);
    this.#length += 4;
  }

  #cstring(text: string): void {
    this.#ensure(Buffer.byteLength(text) + 1);
    this.#length += this.#buffer.write(text, this.#length);
    this.#buffer[this.#length++] = 0;
  }

  /** Parse: a named statement (or the unnamed one, '') with fixed parameter types. */
  parse(name: string, text: string, paramTypes: readonly number[]): this {
    this.#begin(0x50);
    this.#cstring(name);
    this.#cstring(text);
    this.#int16(paramTypes.length);
    for (const oid of paramTypes) this.#int32(oid);
    this.#end();
    return this;
  }

  /** Bind the unnamed portal to a statement, every value as text (null as SQL NULL). */
  bind(statement: string, values: readonly (string | null)[]): this {
    this.#begin(0x42);
    this.#cstring('');
    this.#cstring(statement);
    this.#int16(values.length);
    for (let i = 0; i < values.length; i++) this.#int16(0);
    this.#int16(values.length);
    for (const value of values) {
      if (value === null) {
        this.#int32(-1);
        continue;
      }
      const size = Buffer.byteLength(value);
      this.#int32(size);
      this.#ensure(size);
      this.#length += this.#buffer.write(value, this.#length);
    }
    this.#int16(0); // results in text
    this.#end();
    return this;
  }

  /** Describe a statement ('S') or the unnamed portal ('P'). */
  describe(kind: 'S' | 'P', name = ''): this {
    this.#begin(0x44);
    this.#cstring(kind + name);
    this.#end();
    return this;
  }

  /** Execute the unnamed portal, every row. */
  execute(): this {
    this.#begin(0x45);
    this.#cstring('');
    this.#int32(0);
    this.#end();
    return this;
  }

  close(statement: string): this {
    this.#begin(0x43);
    this.#cstring(`S${statement}`);
    this.#end();
    return this;
  }

  sync(): this {
    this.#begin(0x53);
    this.#end();
    return this;
  }

  /** A simple-protocol query (one or more statements). */
  query(text: string): this {
    this.#begin(0x51);
    this.#cstring(text);
    this.#end();
    return this;
  }

  /** The messages written so far (a view: valid until the next write). */
  bytes(): Uint8Array {
    return this.#buffer.subarray(0, this.#length);
  }
}
