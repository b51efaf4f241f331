import { crc32, deflateSync } from 'node:zlib';

/** Real, minimal files of each accepted type (as a scanner or phone would make them, only smaller). */

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 grey PNG: signature, IHDR, IDAT (zlib), IEND, each chunk with its CRC. */
export function png(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 0x80]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The well-known smallest valid JPEG (1×1, arithmetic coding): SOI, DQT, SOF9, DAC, SOS, scan, EOI. */
export function jpeg(): Buffer {
  return Buffer.from(
    'ffd8ffdb004300030202020202030202020303030304060404040404080606050609080a0a090809090a0c0f0c0a0b0e0b0909' +
      '0d110d0e0f101011100a0c12131210130f101010ffc9000b080001000101011100ffcc000600101005ffda0008010100003f00d2cf20ffd9',
    'hex',
  );
}

/** A one-page PDF with a correct cross-reference table and trailer; `extra` goes in the catalog. */
export function pdf(extra = ''): Buffer {
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let out = '%PDF-1.7\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A PDF whose objects live in a compressed object stream (`/Type /ObjStm`, as PDF 1.5 writers
 * make them), found through a cross-reference stream: the catalog's `extra` is inside the
 * stream, never in the file's plain bytes (issue 23 item 12). `stream` sets the object stream's
 * dictionary (without /Length) and how its bytes are encoded.
 */
export function pdfObjectStream(
  extra = '',
  options: { dict?: string; encode?: (plain: Buffer) => Buffer; more?: string[] } = {},
): Buffer {
  const inner = [
    `<< /Type /Catalog /Pages 4 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [5 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 4 0 R /MediaBox [0 0 612 792] >>',
    ...(options.more ?? []),
  ];
  let header = '';
  let bodies = '';
  inner.forEach((body, i) => {
    header += `${i + 3} ${bodies.length} `;
    bodies += `${body}\n`;
  });
  const plain = Buffer.from(header + bodies, 'latin1');
  const data = (options.encode ?? deflateSync)(plain);
  const dict =
    options.dict ?? `/Type /ObjStm /N ${inner.length} /First ${header.length} /Filter /FlateDecode`;
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const at = () => parts.reduce((n, p) => n + p.length, 0);
  const objStmAt = at();
  parts.push(Buffer.from(`1 0 obj\n<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'), data);
  parts.push(Buffer.from('\nendstream\nendobj\n', 'latin1'));
  const xrefAt = at();
  // Cross-reference stream, W [1 4 2]: free 0, objects 1 and 2 in the file, the rest in object 1.
  const rows = [[0, 0, 0xffff], [1, objStmAt, 0], [1, xrefAt, 0], ...inner.map((_, i) => [2, 1, i])];
  const entries = Buffer.alloc(rows.length * 7);
  rows.forEach(([type, a, b], i) => {
    entries.writeUInt8(type!, i * 7);
    entries.writeUInt32BE(a!, i * 7 + 1);
    entries.writeUInt16BE(b!, i * 7 + 5);
  });
  const size = rows.length;
  parts.push(
    Buffer.from(
      `2 0 obj\n<< /Type /XRef /Size ${size} /W [1 4 2] /Root 3 0 R /Length ${entries.length} >>\nstream\n`,
      'latin1',
    ),
    entries,
    Buffer.from(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`, 'latin1'),
  );
  return Buffer.concat(parts);
}
