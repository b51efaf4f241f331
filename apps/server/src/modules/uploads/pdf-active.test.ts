import { deflateSync } from 'node:zlib';
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdf, pdfObjectStream } from '../../../test/support/files';
import { isPdf } from './content-check';

/** A PDF as pdf-lib writes it with object streams (PDF 1.5+): catalog and actions compressed. */
async function pdfLib(openAction?: 'javascript' | 'launch' | 'destination') {
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawText('W-2 Wage and Tax Statement 2025', {
    x: 50,
    y: 700,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  const { context, catalog } = doc;
  if (openAction === 'javascript') {
    const js = context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
    catalog.set(PDFName.of('OpenAction'), context.register(js));
  } else if (openAction === 'launch') {
    const launch = context.obj({ S: 'Launch', F: PDFString.of('calc.exe') });
    catalog.set(PDFName.of('OpenAction'), context.register(launch));
  } else if (openAction === 'destination') {
    catalog.set(PDFName.of('OpenAction'), context.obj([page.ref, PDFName.of('Fit')]));
  }
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}

const JS = '/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ';

describe('active content inside compressed PDF object streams (issue 23 item 12)', () => {
  it('refuses JavaScript behind /OpenAction in a /FlateDecode /ObjStm, as pdf-lib writes it', async () => {
    const attack = await pdfLib('javascript');
    expect(attack.toString('latin1')).not.toMatch(/JavaScript|OpenAction/); // all compressed
    expect(isPdf(attack)).toBe(false);
    expect(isPdf(await pdfLib('launch'))).toBe(false);
  });

  it('refuses each variant hidden in an object stream: plain, #-escaped, /Launch, /AA, an action to open', () => {
    for (const [what, extra] of [
      ['plain', JS],
      ['escaped', '/OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> '],
      ['launch', '/OpenAction << /S /Launch /F (calc.exe) >> '],
      ['additional actions', '/AA << /WC 6 0 R >> '],
      ['open a link', '/OpenAction << /S /URI /URI (http://evil.test) >> '],
      ['embedded file', '/Names << /EmbeddedFiles << /Names [(a) 6 0 R] >> >> '],
      ['XFA', '/AcroForm << /XFA 6 0 R >> '],
      ['rich media', '/RichMedia 6 0 R '],
    ]) {
      expect(isPdf(pdfObjectStream(extra!)), what).toBe(false);
    }
  });

  it('refuses the tricks around the stream: no /Type, Flate twice, a filter or predictor it cannot undo, a bomb, a broken stream', () => {
    const noType = pdfObjectStream(JS, { dict: '/N 3 /First 12 /Filter /FlateDecode' });
    const twice = pdfObjectStream(JS, {
      dict: '/Type /ObjStm /N 3 /First 12 /Filter [/FlateDecode /FlateDecode]',
      encode: (plain) => deflateSync(deflateSync(plain)),
    });
    const escapedFilter = pdfObjectStream(JS, {
      dict: '/Type /Obj#53tm /N 3 /First 12 /Filter /Fl#61teDecode',
    });
    const hex = pdfObjectStream(JS, {
      dict: '/Type /ObjStm /N 3 /First 12 /Filter /ASCIIHexDecode',
      encode: (plain) => Buffer.from(`${plain.toString('hex')}>`),
    });
    const predictor = pdfObjectStream('', {
      dict: '/Type /ObjStm /N 3 /First 12 /Filter /FlateDecode /DecodeParms << /Predictor 12 /Columns 4 >>',
    });
    const bomb = pdfObjectStream('', {
      encode: (plain) => deflateSync(Buffer.concat([plain, Buffer.alloc(40 * 1024 * 1024, 0x20)])),
    });
    const broken = pdfObjectStream(JS, { encode: (plain) => deflateSync(plain).subarray(0, 6) });
    for (const [what, file] of [
      ['no /Type', noType],
      ['Flate twice', twice],
      ['escaped names in the dictionary', escapedFilter],
      ['ASCIIHex', hex],
      ['predictor', predictor],
      ['decompression bomb', bomb],
      ['broken Flate', broken],
    ] as const) {
      expect(isPdf(file), what).toBe(false);
    }
  });

  it('accepts ordinary PDFs: object streams and compressed page content, an open-at-page destination', async () => {
    expect(isPdf(await pdfLib())).toBe(true);
    expect(isPdf(await pdfLib('destination'))).toBe(true);
    expect(isPdf(pdfObjectStream())).toBe(true);
    expect(isPdf(pdf())).toBe(true);
  });
});
