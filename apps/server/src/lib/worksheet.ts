import type { WorksheetDto } from '@efile/contracts';
import { taxTable, type TaxTables, type Worksheet } from '@efile/tax';
import { say } from './i18n';

/** The engine's (read-only) worksheet as the wire type. */
export function worksheetDto(worksheet: Worksheet<string>): WorksheetDto {
  return {
    ...worksheet,
    inputs: [...worksheet.inputs],
    lines: worksheet.lines.map((l) => ({ ...l, from: [...l.from] })),
  };
}

/** The engine's notices, led by one saying so when the year's rates are not the agency's published table. */
export function withRatesNotice(taxYear: number, notices: readonly string[], tables: TaxTables): string[] {
  return taxTable(taxYear, tables)?.provisional === true
    ? [say('problems.provisionalRates', { taxYear }), ...notices]
    : [...notices];
}
