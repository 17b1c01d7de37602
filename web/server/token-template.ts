/**
 * A static page with one per-response value (the contact form's token),
 * served without compressing the page on every response: the page is cut at
 * the value's place once per version, each half is compressed once, and each
 * response joins the halves around the value in a single gzip member.
 *
 * Deflate allows it: a half compressed on its own and ended with a sync flush
 * stops at a byte boundary without closing the stream, the value goes in as a
 * stored (uncompressed) block, and the other half, compressed on its own,
 * closes it; each half's back-references stay inside that half. Only the
 * CRC-32 of the whole body is computed per response, from the first half's,
 * kept. (pigz joins its parallel blocks the same way.) The second half may
 * still point back into the first, over the value, when the value's length
 * is known: it is compressed once per length of value (a token's never
 * changes). Brotli's blocks carry
 * state across them, so there is no such join for it: a client that takes
 * gzip gets gzip here, one that takes neither gets the plain page.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** gzip, deflate, no flags, no time, no extra flags, unknown OS (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
const STORED_BLOCK_MAX = 0xffff;
/** How far back deflate looks. */
const WINDOW = 32 * 1024;
const MAX_TAILS = 8;

/**
 * The CRC-32 of what `crc` covered followed by `data`. Nothing added leaves
 * it as it is; Node 20's crc32 answers 0 instead for an empty buffer that
 * zlib has compressed before.
 */
const extend = (crc: number, data: Buffer) => (data.length === 0 ? crc : crc32(data, crc));

export class TokenTemplate {
  private readonly head: Buffer;
  private readonly tails = new Map<number, Buffer>();
  private readonly beforeCrc: number;

  /** `before` and `after`: the page's bytes on each side of the value. */
  constructor(
    private readonly before: Buffer,
    private readonly after: Buffer,
  ) {
    this.head = Buffer.concat([GZIP_HEADER, deflateRawSync(before, { level: 9, finishFlush: constants.Z_SYNC_FLUSH })]);
    this.beforeCrc = extend(0, before);
  }

  /**
   * The second half, compressed to follow a value of `length` bytes. It may
   * point back into the first half across the value: NULs stand for the
   * value, so no match reaches into it, since the half has none (a page never
   * does; one that did is compressed on its own).
   */
  private tail(length: number): Buffer {
    let tail = this.tails.get(length);
    if (!tail) {
      const window =
        length < WINDOW && !this.after.includes(0)
          ? Buffer.concat([
              this.before.subarray(Math.max(0, this.before.length - (WINDOW - length))),
              Buffer.alloc(length),
            ])
          : undefined;
      tail = deflateRawSync(this.after, { level: 9, ...(window && window.length > 0 ? { dictionary: window } : {}) });
      if (this.tails.size >= MAX_TAILS) this.tails.delete(this.tails.keys().next().value!);
      this.tails.set(length, tail);
    }
    return tail;
  }

  /**
   * The page with `value` in its place, uncompressed: the pieces to write in
   * turn. A response never copies the page into one buffer (100 KB per
   * contact page served, all garbage a moment later).
   */
  plain(value: Buffer): Buffer[] {
    return [this.before, value, this.after];
  }

  /** The page with `value` in its place, as one gzip member: the pieces to write in turn. */
  gzip(value: Buffer): Buffer[] {
    const blocks: Buffer[] = [];
    for (let at = 0; at < value.length; at += STORED_BLOCK_MAX) {
      const part = value.subarray(at, at + STORED_BLOCK_MAX);
      // Not final, stored; byte-aligned after the head's sync flush: LEN and its complement, little-endian.
      const header = Buffer.alloc(5);
      header.writeUInt16LE(part.length, 1);
      header.writeUInt16LE(~part.length & 0xffff, 3);
      blocks.push(header, part);
    }
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(extend(extend(this.beforeCrc, value), this.after), 0);
    trailer.writeUInt32LE((this.before.length + value.length + this.after.length) % 2 ** 32, 4);
    return [this.head, ...blocks, this.tail(value.length), trailer];
  }
}
