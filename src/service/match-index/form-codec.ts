import type { StoredForm } from '../matching/match-method';

/**
 * A stored form (strings, numbers, booleans, null and arrays of them) as compact bytes. Its JSON text spent most of
 * an entry on quotes, brackets and commas: a million leads held about 225 bytes of it each. Here one byte says what
 * follows and, for the usual short string, small array or small whole number, how long it is or what it is:
 *
 *   0x00–0x3f  an ASCII string of that many bytes, which follow
 *   0x40–0x7f  a string of (tag − 0x40) UTF-8 bytes, which follow
 *   0x80–0x9f  an array of (tag − 0x80) items, which follow
 *   0xa0–0xbf  the whole number tag − 0xa0 (0–31)
 *   0xc0 null, 0xc1 false, 0xc2 true
 *   0xc3       a longer string: its byte length as a varint, then its bytes
 *   0xc4       a longer array: its item count as a varint, then its items
 *   0xc5       another safe integer, zigzag varint
 *   0xc6       any other number, float64 little-endian
 *
 * One value has one encoding, so equal forms are equal bytes: term frequencies count values by their bytes.
 */
const SHORT_UTF8 = 0x40;
const SHORT_STRING_END = 0x80;
const SHORT_ARRAY = 0x80;
const SHORT_ARRAY_END = 0xa0;
const SMALL_NUMBER = 0xa0;
const SMALL_NUMBER_END = 0xc0;
const NULL = 0xc0;
const FALSE = 0xc1;
const TRUE = 0xc2;
const LONG_STRING = 0xc3;
const LONG_ARRAY = 0xc4;
const INTEGER = 0xc5;
const FLOAT = 0xc6;

const EMPTY = Buffer.alloc(0);
/**
 * ASCII strings up to this long are built in JavaScript, which beats a call into the runtime; V8 keeps a string
 * this short flat as it grows, where a longer one would become a rope of its parts.
 */
const BUILT_HERE = 12;

class Writer {
  bytes = Buffer.allocUnsafe(256);
  length = 0;

  private room(more: number) {
    if (this.length + more <= this.bytes.length) return;
    const grown = Buffer.allocUnsafe(Math.max(this.bytes.length * 2, this.length + more));
    this.bytes.copy(grown, 0, 0, this.length);
    this.bytes = grown;
  }

  byte(value: number) {
    this.room(1);
    this.bytes[this.length++] = value;
  }

  varint(value: number) {
    while (value >= 0x80) {
      this.byte((value % 0x80) | 0x80);
      value = Math.floor(value / 0x80);
    }
    this.byte(value);
  }

  text(value: string) {
    const length = Buffer.byteLength(value);
    if (length < SHORT_UTF8) {
      // Equal lengths in bytes and characters: ASCII, read back as Latin-1, the runtime's cheapest decoding.
      this.byte(length === value.length ? length : SHORT_UTF8 + length);
    } else {
      this.byte(LONG_STRING);
      this.varint(length);
    }
    this.room(length);
    this.length += this.bytes.write(value, this.length, 'utf8');
  }

  form(value: StoredForm) {
    if (typeof value === 'string') this.text(value);
    else if (typeof value === 'number') this.number(value);
    else if (typeof value === 'boolean') this.byte(value ? TRUE : FALSE);
    else if (value === null) this.byte(NULL);
    else {
      if (value.length < SHORT_ARRAY_END - SHORT_ARRAY) {
        this.byte(SHORT_ARRAY + value.length);
      } else {
        this.byte(LONG_ARRAY);
        this.varint(value.length);
      }
      for (const item of value) this.form(item);
    }
  }

  private number(value: number) {
    if (Number.isInteger(value) && value >= 0 && value < SMALL_NUMBER_END - SMALL_NUMBER) {
      this.byte(SMALL_NUMBER + value);
    } else if (Number.isSafeInteger(value)) {
      this.byte(INTEGER);
      this.varint(value < 0 ? -2 * value - 1 : 2 * value);
    } else {
      this.byte(FLOAT);
      this.room(8);
      this.length = this.bytes.writeDoubleLE(value, this.length);
    }
  }
}

const writer = new Writer();

/** The form written into the shared writer; its bytes are valid until the next call. */
function written(value: StoredForm): Writer {
  writer.length = 0;
  writer.form(value);
  return writer;
}

/** The form's bytes: a copy of its own. */
export function encodeForm(value: StoredForm): Buffer {
  const { bytes, length } = written(value);
  return Buffer.from(bytes.subarray(0, length));
}

/**
 * What term frequencies count a value by: its encoded form, one character a byte, as a stored entry's slot reads
 * (FormsReader.keyOf). Read straight from the writer: a search asks for it for every candidate it weighs by rarity.
 */
export function formKey(value: StoredForm): string {
  const { bytes, length } = written(value);
  return bytes.toString('latin1', 0, length);
}

/** Reads forms from bytes that must not change while it reads. */
class Reader {
  bytes: Buffer = EMPTY;
  at = 0;

  varint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const byte = this.bytes[this.at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 0x80;
    }
  }

  text(length: number, encoding: 'latin1' | 'utf8'): string {
    const { bytes, at } = this;
    const end = at + length;
    this.at = end;
    if (encoding === 'utf8' || length > BUILT_HERE) return bytes.toString(encoding, at, end);
    let text = '';
    for (let index = at; index < end; index++) text += String.fromCharCode(bytes[index]!);
    return text;
  }

  form(): StoredForm {
    const tag = this.bytes[this.at++]!;
    if (tag < SHORT_UTF8) return this.text(tag, 'latin1');
    if (tag < SHORT_STRING_END) return this.text(tag - SHORT_UTF8, 'utf8');
    if (tag < SHORT_ARRAY_END) return this.items(tag - SHORT_ARRAY);
    if (tag < SMALL_NUMBER_END) return tag - SMALL_NUMBER;
    switch (tag) {
      case NULL:
        return null;
      case FALSE:
        return false;
      case TRUE:
        return true;
      case LONG_STRING:
        return this.text(this.varint(), 'utf8');
      case LONG_ARRAY:
        return this.items(this.varint());
      case INTEGER: {
        const zigzag = this.varint();
        return zigzag % 2 ? -(zigzag + 1) / 2 : zigzag / 2;
      }
      case FLOAT: {
        const value = this.bytes.readDoubleLE(this.at);
        this.at += 8;
        return value;
      }
      default:
        throw new Error(`Unknown stored form tag ${tag} at byte ${this.at - 1}`);
    }
  }

  private items(count: number): StoredForm[] {
    const items: StoredForm[] = [];
    for (let index = 0; index < count; index++) items.push(this.form());
    return items;
  }
}

const reader = new Reader();

/** The form encoded at `from` in `bytes`. */
export function decodeForm(bytes: Buffer, from = 0): StoredForm {
  reader.bytes = bytes;
  reader.at = from;
  const form = reader.form();
  reader.bytes = EMPTY;
  return form;
}
