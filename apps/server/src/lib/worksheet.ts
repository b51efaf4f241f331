import type { WorksheetDto } from '@efile/contracts';
import type { Worksheet } from '@efile/tax';

/** The engine's (read-only) worksheet as the wire type. */
export function worksheetDto(worksheet: Worksheet<string>): WorksheetDto {
  return {
    ...worksheet,
    inputs: [...worksheet.inputs],
    lines: worksheet.lines.map((l) => ({ ...l, from: [...l.from] })),
  };
}
