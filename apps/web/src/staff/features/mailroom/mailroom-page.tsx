import { useState } from 'react';
import { staffMay } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert, Spinner } from '../../../ui/alert';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { useMailroom } from './api';
import { CheckForm } from './check-form';
import { PaperReturnForm } from './paper-return-form';
import { PostingsTable } from './postings-table';

/** What arrives by mail (issue 16 item 5, ADR 0038): record checks and paper returns, approve above the amount. */
export default function MailroomPage() {
  const session = useStaffSession();
  const [page, setPage] = useState(1);
  const list = useMailroom(page);
  if (!session) return null;
  const { role, id } = session.staff;
  const limit = list.data?.approvalCents;
  return (
    <>
      <StaffPageHeading>{st('mailroom.title')}</StaffPageHeading>
      {list.isPending && <Spinner label={st('console.loading')} />}
      {list.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{staffProblemMessage(list.error)}</p>
        </Alert>
      )}
      {list.data && limit !== undefined && (
        <>
          <p>{st('mailroom.intro', { limit: formatCents(limit) })}</p>
          {staffMay(role, 'act') && (
            <div className="grid-row grid-gap-lg">
              <div className="tablet:grid-col-6">
                <CheckForm limit={limit} />
              </div>
              <div className="tablet:grid-col-6">
                <PaperReturnForm limit={limit} />
              </div>
            </div>
          )}
          <PostingsTable
            postings={list.data.postings}
            canDecide={staffMay(role, 'decide')}
            me={id}
            paging={{
              page: list.data.page,
              pageSize: list.data.pageSize,
              total: list.data.total,
              onPage: setPage,
            }}
          />
        </>
      )}
    </>
  );
}
