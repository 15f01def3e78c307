import { isUtf8 } from 'node:buffer';

/**
 * The text of a request body. Valid UTF-8 decodes as usual; in anything else each byte that is not part of
 * a well-formed UTF-8 sequence becomes the lone surrogate U+DC80..U+DCFF (PEP 383's "surrogateescape"),
 * where a plain decode would hide it as U+FFFD. So bytes such as ED A0 80 (a surrogate written as if it
 * were a character) reach the input guard as lone surrogates, which it refuses on the field they are in.
 */
export function requestText(bytes: Buffer): string {
  if (isUtf8(bytes)) return bytes.toString('utf8');
  let text = '';
  let run = 0; // start of the current run of well-formed sequences
  for (let i = 0; i < bytes.length; ) {
    const n = sequenceLength(bytes, i);
    if (n > 0) {
      i += n;
      continue;
    }
    text += bytes.toString('utf8', run, i) + String.fromCharCode(0xdc00 + bytes[i]);
    i += 1;
    run = i;
  }
  return text + bytes.toString('utf8', run);
}

const isTail = (b: number | undefined) => b !== undefined && b >= 0x80 && b <= 0xbf;

/** The length of the well-formed UTF-8 sequence at `i` (Unicode table 3-7), or 0 when there is none. */
function sequenceLength(b: Buffer, i: number): number {
  const c = b[i];
  if (c < 0x80) return 1;
  if (c >= 0xc2 && c <= 0xdf) return isTail(b[i + 1]) ? 2 : 0;
  if (c >= 0xe0 && c <= 0xef) {
    const lo = c === 0xe0 ? 0xa0 : 0x80;
    const hi = c === 0xed ? 0x9f : 0xbf; // ED A0..BF would be a surrogate
    return b[i + 1] >= lo && b[i + 1] <= hi && isTail(b[i + 2]) ? 3 : 0;
  }
  if (c >= 0xf0 && c <= 0xf4) {
    const lo = c === 0xf0 ? 0x90 : 0x80;
    const hi = c === 0xf4 ? 0x8f : 0xbf;
    return b[i + 1] >= lo && b[i + 1] <= hi && isTail(b[i + 2]) && isTail(b[i + 3]) ? 4 : 0;
  }
  return 0;
}
