import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { staffMay, type EffectiveRules, type MunicipalityRow } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { st } from '../../i18n';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { formatPercent, rulesKey, useEffectiveRules } from './api';
import { PendingChanges } from './pending-changes';
import { OtherRulesForm } from './other-rules-form';
import { ProposeForm } from './propose-form';

/** The municipality table of one tax year: the published figures with the approved changes. */
function MunicipalityTable({ rules }: { rules: EffectiveRules }) {
  const t = 'rules.table';
  if (!rules.table) return <p>{st(`${t}.none`, { year: rules.year })}</p>;
  return (
    <>
      {rules.table.provisional && (
        <Alert type="info" slim>
          <p className="margin-0">{st(`${t}.provisional`, { year: rules.year })}</p>
        </Alert>
      )}
      <div
        className="usa-table-container--scrollable"
        tabIndex={0}
        role="region"
        aria-labelledby="rules-caption"
      >
        <table className="usa-table usa-table--striped">
          <caption id="rules-caption">{st(`${t}.caption`, { year: rules.year })}</caption>
          <thead>
            <tr>
              <th scope="col">{st(`${t}.city`)}</th>
              <th scope="col">{st(`${t}.formCode`)}</th>
              <th scope="col">{st(`${t}.mustFile`)}</th>
              <th scope="col">{st(`${t}.rate`)}</th>
              <th scope="col">{st(`${t}.creditFactor`)}</th>
              <th scope="col">{st(`${t}.creditLimit`)}</th>
              <th scope="col">{st(`${t}.changed`)}</th>
            </tr>
          </thead>
          <tbody>
            {rules.table.municipalities.map((m: MunicipalityRow) => (
              <tr key={m.code} data-testid={`rule-row-${m.code}`}>
                <th scope="row">{m.name}</th>
                <td>{m.formCode ?? ''}</td>
                <td>{st(m.mandatoryFiling ? `${t}.yes` : `${t}.no`)}</td>
                <td className="efile-money">{formatPercent(m.rate)}</td>
                <td className="efile-money">{formatPercent(m.creditFactor)}</td>
                <td className="efile-money">{formatPercent(m.creditLimit)}</td>
                <td>
                  {m.changeId !== null
                    ? st(`${t}.change`, { id: m.changeId })
                    : m.carriedFrom !== null
                      ? st(`${t}.carried`, { year: m.carriedFrom })
                      : st(`${t}.published`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="usa-hint">{st(`${t}.source`, { source: rules.table.source })}</p>
    </>
  );
}

/**
 * The console's rules page (issue 16 item 6, ADR 0039): a year's municipality table; for
 * supervisors and administrators, a proposal of a city's rates and the changes waiting for
 * another person's decision. The server decides every call again.
 */
export default function RulesPage() {
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const [year, setYear] = useState<number | 'next'>('next');
  const [message, setMessage] = useState<string | null>(null);
  const rules = useEffectiveRules(year);
  const shown = rules.data;
  const previous = useEffectiveRules(shown && !shown.table ? shown.previousTableYear : null);
  if (!session) return null;
  const deciding = staffMay(session.staff.role, 'decide');

  const done = (text: string) => {
    setMessage(text);
    void queryClient.invalidateQueries({ queryKey: rulesKey });
  };
  const choose = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage(null);
    setYear(Number(new FormData(event.currentTarget).get('rules-year')));
  };

  return (
    <>
      <StaffPageHeading>{st('rules.title')}</StaffPageHeading>
      <p>{st('rules.intro')}</p>
      {message && (
        <Alert type="success" slim>
          <p className="margin-0">{message}</p>
        </Alert>
      )}
      {rules.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{st('rules.loadFailed')}</p>
        </Alert>
      )}
      {shown && (
        <>
          <form className="usa-form display-flex flex-align-end" onSubmit={choose}>
            <div className="usa-form-group margin-right-2">
              <label className="usa-label" htmlFor="rules-year">
                {st('rules.year')}
              </label>
              <select
                className="usa-select"
                id="rules-year"
                name="rules-year"
                defaultValue={shown.year}
                key={shown.year}
              >
                {shown.years.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className="usa-button">
              {st('rules.show')}
            </button>
          </form>
          <MunicipalityTable rules={shown} />
          {deciding && (
            <ProposeForm
              rules={shown}
              cities={shown.table?.municipalities ?? previous.data?.table?.municipalities ?? []}
              onDone={done}
            />
          )}
          {staffMay(session.staff.role, 'administer') && (
            <OtherRulesForm key={shown.year} rules={shown} onDone={done} />
          )}
        </>
      )}
      <PendingChanges me={session.staff} deciding={deciding} onDone={done} />
    </>
  );
}
