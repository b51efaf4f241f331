import { inflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { PDFRawStream } from 'pdf-lib';
import {
  PDFArray,
  PDFBool,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRef,
  PDFString,
  type PDFObject,
} from 'pdf-lib';

/**
 * The text a PDF draws, as far as pdf-lib writes it: each page content stream is inflated and
 * its hex strings (`<48656C6C6F> Tj`) decoded as WinAnsi. Enough to check what a form prints.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  const streams = raw.matchAll(/stream\r?\n([\s\S]*?)(\r?)\nendstream/g);
  // A compressed stream whose last byte is a carriage return looks like a CRLF before `endstream`
  // (1 in 256 filings, by the bytes of its confirmation number): it is tried with that byte too.
  const inflate = (data: string, cr: string) => {
    for (const tried of cr ? [data, data + cr] : [data]) {
      try {
        return inflateSync(Buffer.from(tried, 'latin1')).toString('latin1');
      } catch {
        // Not this one (or not a deflated stream at all).
      }
    }
    return null;
  };
  for (const match of streams) {
    const content = inflate(match[1]!, match[2]!);
    if (content === null) continue;
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}

/** One structure element of a tagged PDF: its type and, for a leaf, the text its marked content draws. */
export interface TaggedElement {
  type: string;
  text: string;
}

/**
 * A tagged PDF's accessibility facts, read with pdf-lib: the catalog's /MarkInfo, /Lang and
 * /StructTreeRoot, the structure leaves in reading order with their text, and every MCID a page's
 * content declares against those the structure references (each must be referenced exactly once).
 */
export async function pdfStructure(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const { catalog, context } = doc;
  const lookupDict = (value: PDFObject | undefined) =>
    value instanceof PDFRef ? context.lookup(value, PDFDict) : (value as PDFDict | undefined);
  const markInfo = lookupDict(catalog.get(PDFName.of('MarkInfo')));
  const lang = catalog.lookupMaybe(PDFName.of('Lang'), PDFString)?.decodeText();
  const root = lookupDict(catalog.get(PDFName.of('StructTreeRoot')));
  const pages = doc.getPages();
  const pageIndex = (ref: PDFObject | undefined) => pages.findIndex((p) => p.ref === ref);

  // Each page's marked content: MCID → the text drawn inside its BDC … EMC.
  const declared = pages.map((page) => {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => context.lookup(ref) as PDFRawStream)
        : [contents as unknown as PDFRawStream];
    const content = streams
      .map((s) => inflateSync(Buffer.from(s.getContents())).toString('latin1'))
      .join('\n');
    const texts = new Map<number, string>();
    for (const m of content.matchAll(/\/MCID (\d+)\s*>>\s*BDC([\s\S]*?)EMC/g)) {
      const text = [...m[2]!.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)]
        .map((h) => Buffer.from(h[1]!, 'hex').toString('latin1'))
        .join('');
      const mcid = Number(m[1]);
      if (texts.has(mcid)) throw new Error(`MCID ${mcid} declared twice on one page`);
      texts.set(mcid, text);
    }
    return texts;
  });

  const elements: TaggedElement[] = [];
  const referenced = pages.map(() => new Map<number, number>());
  const walk = (dict: PDFDict, inheritedPage: number) => {
    const type = dict.lookup(PDFName.of('S'), PDFName).decodeText();
    const pg = dict.get(PDFName.of('Pg'));
    const page = pg ? pageIndex(pg) : inheritedPage;
    const kids = dict.get(PDFName.of('K'));
    const list = kids instanceof PDFArray ? kids.asArray() : kids ? [kids] : [];
    for (const kid of list) {
      if (kid instanceof PDFNumber) {
        const mcid = kid.asNumber();
        referenced[page]!.set(mcid, (referenced[page]!.get(mcid) ?? 0) + 1);
        elements.push({ type, text: declared[page]?.get(mcid) ?? '' });
      } else {
        const child = lookupDict(kid);
        if (child) walk(child, page);
      }
    }
  };
  const top = root ? lookupDict(root.get(PDFName.of('K'))) : undefined;
  if (top) walk(top, -1);

  const unreferenced: string[] = [];
  const duplicated: string[] = [];
  declared.forEach((texts, page) => {
    for (const mcid of texts.keys()) {
      const count = referenced[page]!.get(mcid) ?? 0;
      if (count === 0) unreferenced.push(`page ${page} MCID ${mcid}`);
      if (count > 1) duplicated.push(`page ${page} MCID ${mcid}`);
    }
  });
  const dangling = referenced.flatMap((refs, page) =>
    [...refs.keys()].filter((mcid) => !declared[page]!.has(mcid)).map((m) => `page ${page} MCID ${m}`),
  );
  return {
    marked: markInfo?.get(PDFName.of('Marked')) === PDFBool.True,
    lang,
    hasStructTree: Boolean(root?.get(PDFName.of('ParentTree'))),
    structParents: pages.map((p) => p.node.get(PDFName.of('StructParents'))?.toString()),
    elements,
    headings: elements.filter((e) => /^H\d?$/.test(e.type)),
    unreferenced,
    duplicated,
    dangling,
    pageCount: pages.length,
  };
}

/**
 * A printed document is tagged for screen readers: the first heading is an H1 containing `h1`, the
 * others H2s; every MCID is referenced once; every piece of text is inside the structure.
 */
export async function expectTaggedPdf(bytes: Uint8Array, h1: string): Promise<void> {
  const s = await pdfStructure(bytes);
  expect({ marked: s.marked, lang: s.lang, tree: s.hasStructTree }).toEqual({
    marked: true,
    lang: 'en-US',
    tree: true,
  });
  expect(s.headings[0]?.type).toBe('H1');
  expect(s.headings[0]?.text).toContain(h1.replace('—', '\u0097'));
  expect(s.headings.slice(1).every((h) => h.type === 'H2' && h.text !== '')).toBe(true);
  expect([...s.unreferenced, ...s.duplicated, ...s.dangling]).toEqual([]);
  expect(s.elements.map((e) => e.text)).toEqual(pdfText(Buffer.from(bytes)).split('\n'));
}
