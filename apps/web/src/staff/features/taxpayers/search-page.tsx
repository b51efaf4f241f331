import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { isStaffReason, staffTaxpayerQuery } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { taxpayerPath } from '../../paths';
import { StaffPageHeading } from '../../ui/page-heading';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { searchTaxpayers } from './api';

/**
 * Find a taxpayer (issue 16): by ID, name, e-mail, EIN or the last four of a federal ID, with the
 * reason every look is audited with. The search is in the address (`?query=&reason=`), so Back
 * returns to the results; the reason goes on to the account page.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const reason = params.get('reason') ?? '';
  const search = useQuery({
    queryKey: ['staff', 'taxpayer-search', query, reason],
    queryFn: () => searchTaxpayers(query, reason),
    enabled: query !== '' && isStaffReason(reason),
  });
  // The search request the server checks (staffTaxpayerQuery); sent, it goes into the address.
  const form = useStaffForm<{ query: string; reason: string }, { query: string; reason: string }>({
    schema: staffTaxpayerQuery,
    defaultValues: { query, reason },
    send: async (request) => request,
    onSent: (_sent, request) => setParams(request),
  });
  const results = search.data?.results;
  return (
    <>
      <StaffPageHeading>{st('taxpayers.search.title')}</StaffPageHeading>
      <p>{st('taxpayers.search.intro')}</p>
      <StaffForm state={form}>
        <TextInput name="query" label={st('taxpayers.search.query')} />
        <TextInput
          name="reason"
          label={st('taxpayers.search.reason')}
          hint={st('taxpayers.search.reasonHint')}
        />
        <button type="submit" className="usa-button">
          {st('taxpayers.search.submit')}
        </button>
      </StaffForm>
      {search.isError && (
        <div className="margin-top-3">
          <Alert type="error" slim>
            <p className="margin-0">{staffProblemMessage(search.error)}</p>
          </Alert>
        </div>
      )}
      {results && (
        <section aria-labelledby="results-heading" className="margin-top-4">
          <h2 id="results-heading">{st('taxpayers.search.results')}</h2>
          {results.length === 0 ? (
            <p role="status">{st('taxpayers.search.none')}</p>
          ) : (
            <table className="usa-table usa-table--borderless width-full">
              <thead>
                <tr>
                  <th scope="col">{st('taxpayers.search.id')}</th>
                  <th scope="col">{st('taxpayers.search.name')}</th>
                  <th scope="col">{st('taxpayers.search.email')}</th>
                  <th scope="col">{st('taxpayers.search.federalId')}</th>
                  <th scope="col">{st('taxpayers.search.city')}</th>
                  <th scope="col">{st('taxpayers.search.status')}</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.taxpayerId}>
                    <td>{r.taxpayerId}</td>
                    <td>
                      <Link to={`${taxpayerPath(r.taxpayerId)}?${new URLSearchParams({ reason })}`}>
                        {r.name}
                      </Link>
                    </td>
                    <td>{r.email}</td>
                    <td>
                      {r.federalIdLast4 ? st('taxpayers.search.ending', { last4: r.federalIdLast4 }) : ''}
                    </td>
                    <td>{r.city}</td>
                    <td>{st(r.active ? 'taxpayers.search.active' : 'taxpayers.search.inactive')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      )}
    </>
  );
}
