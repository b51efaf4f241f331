import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  isStaffReason,
  STAFF_SEARCH_PAGE_SIZE,
  staffTaxpayerSearch,
  type StaffTaxpayerResults,
} from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { StaffPageHeading } from '../../ui/page-heading';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { searchTaxpayers } from './api';
import { TaxpayerLink } from '../../ui/taxpayer-link';

const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A whole number from the address, or the fallback when it is missing or not one. */
const numberParam = (value: string | null, fallback: number, allowed?: readonly number[]) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && (!allowed || allowed.includes(n)) ? n : fallback;
};

/**
 * Find a taxpayer (issue 16, issue 28 item 5, ADR 0057): by the words of a name or street in any
 * order and partial, ID, federal ID or its last four, phone, e-mail, username, confirmation number
 * or payment reference, with the reason every look is audited with; one page of the matches at a
 * time. The search is in the address (`?query=&reason=&page=&pageSize=`), so Back returns to the
 * same page of results; the reason goes on to the account page.
 */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('query') ?? '';
  const reason = params.get('reason') ?? '';
  const page = numberParam(params.get('page'), 1);
  const pageSize = numberParam(params.get('pageSize'), STAFF_SEARCH_PAGE_SIZE, PAGE_SIZES);
  const search = useQuery({
    queryKey: ['staff', 'taxpayer-search', query, reason, page, pageSize],
    queryFn: () => searchTaxpayers({ query, reason, page, pageSize }),
    enabled: query !== '' && isStaffReason(reason),
    placeholderData: keepPreviousData,
  });
  const go = (next: { page?: number; pageSize?: number }) =>
    setParams({
      query,
      reason,
      page: String(next.page ?? page),
      pageSize: String(next.pageSize ?? pageSize),
    });
  // The search request the server checks (staffTaxpayerSearch); sent, it goes into the address.
  const form = useStaffForm<{ query: string; reason: string }, { query: string; reason: string }>({
    schema: staffTaxpayerSearch,
    defaultValues: { query, reason },
    send: async (request) => request,
    onSent: (_sent, request) => setParams({ ...request, page: '1', pageSize: String(pageSize) }),
  });
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
      {search.data && (
        <Results
          data={search.data}
          query={query}
          reason={reason}
          onPage={(n) => go({ page: n })}
          onPageSize={(size) => go({ page: 1, pageSize: size })}
        />
      )}
    </>
  );
}

function Results({
  data,
  query,
  reason,
  onPage,
  onPageSize,
}: {
  data: StaffTaxpayerResults;
  query: string;
  reason: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { results, page, pageSize, total, more } = data;
  const from = (page - 1) * pageSize + 1;
  const to = from + results.length - 1;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section aria-labelledby="results-heading" className="margin-top-4">
      <h2 id="results-heading">{st('taxpayers.search.results')}</h2>
      {total === 0 ? (
        <p role="status">{st('taxpayers.search.none', { query })}</p>
      ) : (
        <>
          <p role="status" data-testid="search-count">
            {results.length === 0
              ? st('taxpayers.search.pastEnd', { page, total })
              : st(more ? 'taxpayers.search.showingMore' : 'taxpayers.search.showing', { from, to, total })}
          </p>
          <table className="usa-table usa-table--borderless usa-table--stacked width-full">
            <thead>
              <tr>
                <th scope="col">{st('taxpayers.search.id')}</th>
                <th scope="col">{st('taxpayers.search.name')}</th>
                <th scope="col">{st('taxpayers.search.address')}</th>
                <th scope="col">{st('taxpayers.search.email')}</th>
                <th scope="col">{st('taxpayers.search.federalId')}</th>
                <th scope="col">{st('taxpayers.search.status')}</th>
                <th scope="col">{st('taxpayers.search.foundBy')}</th>
              </tr>
            </thead>
            <tbody>
              {results.map((r) => (
                <tr key={r.taxpayerId} data-testid="search-result">
                  <td data-label={st('taxpayers.search.id')}>{r.taxpayerId}</td>
                  <td data-label={st('taxpayers.search.name')}>
                    <TaxpayerLink id={r.taxpayerId} reason={reason}>
                      {r.name}
                    </TaxpayerLink>
                  </td>
                  <td data-label={st('taxpayers.search.address')}>
                    {r.streetAddress}, {r.city}
                  </td>
                  <td data-label={st('taxpayers.search.email')}>{r.email}</td>
                  <td data-label={st('taxpayers.search.federalId')}>
                    {r.federalIdLast4 ? st('taxpayers.search.ending', { last4: r.federalIdLast4 }) : ''}
                  </td>
                  <td data-label={st('taxpayers.search.status')}>
                    {st(r.active ? 'taxpayers.search.active' : 'taxpayers.search.inactive')}
                  </td>
                  <td data-label={st('taxpayers.search.foundBy')}>
                    {r.found.map((f) => st(`taxpayers.search.found.${f}`)).join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <nav aria-label={st('taxpayers.search.pages')} className="margin-top-2">
            <p>{st('taxpayers.search.pageOf', { page, pages })}</p>
            <ul className="usa-button-group">
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={page <= 1}
                  onClick={() => onPage(Math.min(page - 1, pages))}
                >
                  {st('taxpayers.search.previous')}
                </button>
              </li>
              <li className="usa-button-group__item">
                <button
                  type="button"
                  className="usa-button usa-button--outline"
                  disabled={page >= pages}
                  onClick={() => onPage(page + 1)}
                >
                  {st('taxpayers.search.next')}
                </button>
              </li>
            </ul>
          </nav>
        </>
      )}
      <div className="usa-form-group">
        <label className="usa-label" htmlFor="search-page-size">
          {st('taxpayers.search.pageSize')}
        </label>
        <select
          className="usa-select"
          id="search-page-size"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
