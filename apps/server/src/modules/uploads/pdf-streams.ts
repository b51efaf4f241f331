import { constants, inflateSync } from 'node:zlib';

/**
 * The text of a PDF as a reader would find its objects (issue 23 item 12, ADR 0049): the file's
 * own bytes, and the decoded bytes of its Flate streams — above all its object streams, where a
 * PDF 1.5 writer puts the catalog and actions compressed, out of sight of a scan of the bytes.
 *
 * - A stream a reader can take objects from (`/Type /ObjStm`, or `/First` — readers do not
 *   check the type) must be decoded whole: only `/FlateDecode` filters (one or several), no
 *   predictor, a complete zlib stream; one that cannot be decoded so refuses the file (null).
 * - Other Flate streams (page content, forms, metadata) are decoded and scanned too; those that
 *   do not inflate are left (they cannot hold objects). Image and font data are not decoded:
 *   they carry no objects, and their bytes would only make chance matches.
 * - At most MAX_DECODED bytes are decoded for a file (decompression bombs): more refuses it.
 */
export const MAX_DECODED = 32 * 1024 * 1024;

/** `#xx` escapes in names undone (`/J#61vaScript` is `/JavaScript`). */
export const unescapeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The `stream` keyword of a stream object (not the one ending `endstream`), and its end of line. */
const STREAM = /(?<![A-Za-z])stream(?:\r\n|\n|\r)/g;

function filtersOf(dict: string): string[] {
  const found = /\/Filter\s*(\[[^\]]*\]|\/[^\s/<>[\]()]+)/.exec(dict)?.[1];
  if (!found) return [];
  return [...found.matchAll(/\/([^\s/<>[\]()]+)/g)].map((m) => m[1]!);
}

/** Where a stream's data ends: at its direct /Length when `endstream` follows, else at `endstream`. */
function endOf(text: string, dict: string, start: number): number {
  const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dict);
  if (length) {
    const end = start + Number(length[1]);
    if (/^\s*endstream/.test(text.slice(end, end + 32))) return end;
  }
  const found = text.indexOf('endstream', start);
  return found < 0 ? text.length : found;
}

export function pdfTexts(bytes: Buffer): string[] | null {
  const text = bytes.toString('latin1');
  const texts = [text];
  let budget = MAX_DECODED;
  STREAM.lastIndex = 0;
  for (let m = STREAM.exec(text); m; m = STREAM.exec(text)) {
    const objAt = text.lastIndexOf('obj', m.index);
    const dict = unescapeNames(text.slice(objAt < 0 ? 0 : objAt + 3, m.index));
    const start = m.index + m[0].length;
    const end = endOf(text, dict, start);
    STREAM.lastIndex = Math.max(end, start);
    const objects = /\/Type\s*\/ObjStm\b/.test(dict) || /\/First\b/.test(dict);
    const data =
      /\/Subtype\s*\/(Image|Type1C|CIDFontType0C|OpenType)\b/.test(dict) || /\/Length[123]\b/.test(dict);
    if (!objects && data) continue;
    const filters = filtersOf(dict);
    if (filters.length === 0) continue; // its bytes are the file's, scanned as they are
    const flate = filters.every((f) => f === 'FlateDecode' || f === 'Fl');
    const predictor = /\/Predictor\s+(\d+)/.exec(dict);
    if (!flate || (predictor && Number(predictor[1]) > 1)) {
      if (objects) return null;
      continue;
    }
    let decoded = bytes.subarray(start, end);
    try {
      for (const _ of filters) {
        // An object stream must inflate whole; page content may be cut short (what inflates is read).
        decoded = inflateSync(decoded, {
          maxOutputLength: budget + 1,
          ...(objects ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
        });
      }
    } catch (error) {
      if (objects || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return null;
      continue;
    }
    budget -= decoded.length;
    if (budget < 0) return null;
    texts.push(decoded.toString('latin1'));
  }
  return texts;
}
