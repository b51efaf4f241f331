import { inflateSync } from 'node:zlib';

/**
 * The text a PDF draws, as far as pdf-lib writes it: each page content stream is inflated and
 * its hex strings (`<48656C6C6F> Tj`) decoded as WinAnsi. Enough to check what a form prints.
 */
export function pdfText(bytes: Buffer): string {
  const raw = bytes.toString('latin1');
  const out: string[] = [];
  const streams = raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g);
  for (const match of streams) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue;
    }
    for (const hex of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g)) {
      out.push(Buffer.from(hex[1]!, 'hex').toString('latin1'));
    }
  }
  return out.join('\n');
}
