import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { EXPORT_FORMATS, EXPORT_KINDS, type ExportFormat, type ExportKind } from '@efile/contracts';
import { loadConfig } from '../../config';
import { openCliDatabase } from '../../db/cli-database';
import { batchFile, createBatch, rangeFile, type ExportFile } from './service';

const USAGE = `npm run export -- --kind filings|payments --from YYYY-MM-DD --to YYYY-MM-DD [--format csv|fixed]
                  [--batch] [--out FILE]
npm run export -- --batch-id N [--format csv|fixed] [--out FILE]

  without --batch: every row of the range (nothing recorded)
  --batch:         a new batch of the rows no earlier batch contained (ADR 0038), then its file
  --batch-id N:    batch N's file again (the same bytes)`;

const day = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `npm run export` (ADR 0038): the console's exports from the command line, through the same
 * service. The file goes to --out or standard output; a summary to standard error.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      kind: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      format: { type: 'string', default: 'csv' },
      batch: { type: 'boolean', default: false },
      'batch-id': { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const format = values.format as ExportFormat;
  const batchId = values['batch-id'] ? Number(values['batch-id']) : null;
  const ranged =
    EXPORT_KINDS.includes(values.kind as ExportKind) &&
    day.test(values.from ?? '') &&
    day.test(values.to ?? '') &&
    values.from! <= values.to!;
  if (
    values.help ||
    !EXPORT_FORMATS.includes(format) ||
    (batchId === null ? !ranged : !Number.isSafeInteger(batchId) || batchId < 1)
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const database = await openCliDatabase(config);
  const who = { staffUserId: null, request: null };
  const now = new Date();
  try {
    let file: ExportFile | null;
    if (batchId !== null) {
      file = await batchFile(database.db, who, batchId, format, now);
      if (!file) {
        console.error(`no export batch ${batchId}`);
        return 1;
      }
    } else {
      const range = { kind: values.kind as ExportKind, from: values.from!, to: values.to! };
      if (values.batch) {
        const batch = await createBatch(database.db, who, range, now);
        if (!batch) {
          console.error(
            `nothing new to export: every ${range.kind} row from ${range.from} to ${range.to} is in an earlier batch`,
          );
          return 1;
        }
        console.error(
          `batch ${batch.id}: ${batch.rowCount} new ${batch.kind} rows, ${batch.from} to ${batch.to}`,
        );
        file = await batchFile(database.db, who, batch.id, format, now);
      } else {
        file = await rangeFile(database.db, who, { ...range, format }, now);
      }
    }
    if (values.out) {
      await writeFile(values.out, file!.body);
      console.error(`${file!.rows} rows written to ${values.out}`);
    } else process.stdout.write(file!.body);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
