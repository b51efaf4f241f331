import path from 'node:path';
import { crc32 } from 'node:zlib';
import { pdfTexts, unescapeNames } from './pdf-streams';

/**
 * What may be uploaded: W-2 and 1099 images or PDFs, checked by their whole structure rather than
 * their first bytes (issue 11): a PNG's chunks and their CRCs from IHDR to IEND, a JPEG's segments
 * from SOI through a frame header and a scan to EOI, a PDF's header, cross-reference pointer and
 * end-of-file marker, and no active content (scripts, launch actions, embedded files), also inside
 * compressed object streams (issue 23 item 12).
 */
export type ContentCheck = (bytes: Buffer) => boolean;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Larger than any scan of a tax form; refuses decompression bombs' absurd dimensions. */
const MAX_DIMENSION = 20_000;

export function isPng(b: Buffer): boolean {
  if (b.length < 8 + 25 + 12 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let at = 8;
  let first = true;
  let sawData = false;
  while (at + 12 <= b.length) {
    const length = b.readUInt32BE(at);
    const type = b.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (length > 0x7fffffff || end > b.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    const crc = b.readUInt32BE(end - 4);
    if (crc32(b.subarray(at + 4, end - 4)) !== crc) return false;
    if (first) {
      if (type !== 'IHDR' || length !== 13) return false;
      const width = b.readUInt32BE(at + 8);
      const height = b.readUInt32BE(at + 12);
      if (width === 0 || height === 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return false;
      first = false;
    }
    if (type === 'IDAT') sawData = true;
    if (type === 'IEND') return sawData && end === b.length;
    at = end;
  }
  return false;
}

export function isJpeg(b: Buffer): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return false;
  // Some encoders pad after EOI; the file must still end in EOI once trailing zeros are dropped.
  let last = b.length;
  while (last > 2 && b[last - 1] === 0x00) last--;
  if (b[last - 2] !== 0xff || b[last - 1] !== 0xd9) return false;
  let at = 2;
  let sawFrame = false;
  while (at + 4 <= last) {
    if (b[at] !== 0xff) return false;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      return false; // no second SOI, no EOI or restart marker before the scan
    }
    const length = b.readUInt16BE(at + 2);
    if (length < 2 || at + 2 + length > last) return false;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (length < 8) return false;
      const height = b.readUInt16BE(at + 5);
      const width = b.readUInt16BE(at + 7);
      if (width === 0 || height === 0 || width > MAX_DIMENSION || height > MAX_DIMENSION) return false;
      sawFrame = true;
    }
    if (marker === 0xda) {
      // Start of scan: the entropy-coded data runs to the EOI checked above.
      return sawFrame && at + 2 + length < last - 2;
    }
    at += 2 + length;
  }
  return false;
}

/**
 * Names that run code, act by themselves or carry other files, also when written with #xx escapes
 * (/J#61vaScript): scripts, launch, additional actions (/AA), embedded files, rich media, XFA, and
 * an /OpenAction that is anything but a destination array (an action run on opening: a script, a
 * link, a form submission…). Issue 23 item 12 added /AA and /OpenAction.
 */
const ACTIVE_PDF =
  /\/(JavaScript|JS|Launch|AA|EmbeddedFile|EmbeddedFiles|RichMedia|XFA)\b|\/OpenAction(?!\s*\[)/;

export function isPdf(b: Buffer): boolean {
  if (b.length < 32 || !/^%PDF-[12]\.\d/.test(b.toString('latin1', 0, 8))) return false;
  const tail = b.toString('latin1', Math.max(0, b.length - 1024));
  const eof = tail.lastIndexOf('%%EOF');
  const startxref = tail.lastIndexOf('startxref');
  if (eof < 0 || startxref < 0 || startxref > eof) return false;
  const offset = Number(/startxref\s+(\d+)/.exec(tail.slice(startxref))?.[1] ?? NaN);
  if (!Number.isInteger(offset) || offset <= 0 || offset >= b.length) return false;
  // The pointer lands on a cross-reference table or a cross-reference stream object.
  const atXref = b.toString('latin1', offset, offset + 32);
  if (!/^(xref|\d+\s+\d+\s+obj)/.test(atXref)) return false;
  const text = b.toString('latin1');
  if (!/\d+\s+\d+\s+obj\b/.test(text)) return false;
  // The file's bytes and every object stream decoded (pdf-streams.ts); one that cannot be: refused.
  const texts = pdfTexts(b);
  return texts !== null && !texts.some((t) => ACTIVE_PDF.test(unescapeNames(t)));
}

export const ACCEPTED: Record<string, ContentCheck> = {
  'application/pdf': isPdf,
  'image/png': isPng,
  'image/jpeg': isJpeg,
};

/**
 * Bidirectional controls (RLO and friends) make 'invoice<U+202E>fdp.exe' (a right-to-left override) read as 'invoiceexe.pdf';
 * they, other control characters and path characters are dropped from a file's name.
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The file's own name, without any folder, control or bidi characters, at most 100 characters. */
export function cleanName(name: string): string {
  const base = path.basename(name.normalize('NFC').replace(BIDI, '').replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f"<>|:*?]/g, '_').trim();
  return (clean || 'upload').slice(-100);
}
