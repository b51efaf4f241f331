import type { WorksheetDto } from '@efile/contracts';
import { lineSources } from '@efile/tax';
import { contractText, t } from '../i18n';
import { formatCents } from '../lib/money';
import { Alert } from './alert';
import { plainLine } from './worksheet-plain';

/**
 * The engine's worksheet as a table: each line's label, amount and how it was figured (the lines
 * and inputs it came from, and the engine's note), each row named by its line id. The engine gives
 * its words as codes of the contracts' catalogues: they are written here in the page's language. `show` picks the
 * lines to list; sources still name any line of the worksheet. A line `explain` puts in plain
 * words says that, with the exact figures one click away (issue 14 item 5); by default the computed
 * forms' texts (worksheet-plain.ts).
 */
export function WorksheetTable({
  worksheet,
  show = () => true,
  caption,
  explain = (lineId) => plainLine(worksheet.form, lineId),
}: {
  worksheet: WorksheetDto;
  show?: (line: WorksheetDto['lines'][number]) => boolean;
  caption?: string;
  explain?: (lineId: string) => string | undefined;
}) {
  return (
    <div className="efile-table-scroll">
      <table className="usa-table usa-table--borderless width-full efile-worksheet">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">{t('worksheet.line')}</th>
            <th scope="col" className="text-right">
              {t('worksheet.amount')}
            </th>
            <th scope="col">{t('worksheet.figured')}</th>
          </tr>
        </thead>
        <tbody>
          {worksheet.lines.filter(show).map((line) => {
            const sources = lineSources(worksheet, line, contractText);
            const plain = explain(line.id);
            const figured = (
              <>
                {sources.length > 0 && t('worksheet.from', { sources: sources.join('; ') })}
                {/* A space, so the note never runs into the sentence before it when read aloud. */}
                {line.note && <span className="display-block"> {contractText(line.note)}</span>}
              </>
            );
            return (
              <tr key={line.id} data-line={line.id}>
                <th scope="row">{contractText(line.label)}</th>
                <td className="efile-money" data-amount>
                  {formatCents(line.amount)}
                </td>
                <td className="font-body-2xs">
                  {plain ? (
                    <>
                      <span className="display-block font-body-xs">{plain}</span>
                      <details className="efile-formula">
                        <summary>{t('worksheet.formula')}</summary> <span>{figured}</span>
                      </details>
                    </>
                  ) : (
                    figured
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The notices (the engine's, a rate not in the table, as codes; the server's, provisional rates, in
 * words already) as one info alert, in the page's language.
 */
export function Notices({ notices }: { notices: readonly string[] }) {
  if (notices.length === 0) return null;
  return (
    <Alert type="info" slim>
      <ul className="margin-0">
        {notices.map((n) => (
          <li key={n}>{contractText(n)}</li>
        ))}
      </ul>
    </Alert>
  );
}
