import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isStaffReason, staffMay } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { st } from '../../i18n';
import { downloadStaffFile, staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { staffPaths } from '../../paths';
import { StaffPageHeading } from '../../ui/page-heading';
import { ReasonForm } from '../../ui/reason-form';
import {
  AuditTable,
  BalanceTable,
  FilesTable,
  FilingsTable,
  LedgerTable,
  PaymentsTable,
  Section,
  TaxpayerDetails,
} from './account-sections';
import { fileUrl, formPdfUrl, taxpayerAccount } from './api';
import { SummaryCard } from './summary-card';
import { Timeline } from './timeline';
import { WebAccounts } from './web-accounts';
import { AdjustmentsSection } from '../adjustments/adjustments-section';

/**
 * A taxpayer's account (issue 16, `/staff/taxpayers/:id?reason=`): who they are, balance,
 * filings with their PDFs, ledger, payments, files, web accounts with account help, audit trail.
 * Every read is audited with the reason, so without one the page asks for it first.
 */
export default function TaxpayerPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const reason = params.get('reason') ?? '';
  const session = useStaffSession();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const account = useQuery({
    queryKey: ['staff', 'taxpayer', id, reason],
    queryFn: () => taxpayerAccount(id, reason),
    enabled: isStaffReason(reason),
  });
  const canHelp = !!session && staffMay(session.staff.role, 'act');

  if (!isStaffReason(reason)) {
    return (
      <>
        <StaffPageHeading>{st('taxpayers.account.reasonTitle')}</StaffPageHeading>
        <ReasonForm
          submit={st('taxpayers.account.open')}
          onReason={(given) => setParams({ reason: given })}
        />
      </>
    );
  }
  if (account.isError) {
    return (
      <>
        <StaffPageHeading>{st('taxpayers.account.loadingTitle')}</StaffPageHeading>
        <Alert type="error" slim>
          <p className="margin-0">{staffProblemMessage(account.error)}</p>
        </Alert>
      </>
    );
  }
  if (!account.data) return <p>{st('console.loading')}</p>;
  const data = account.data;
  const { forms, payments } = data.account;
  const { entries } = data;
  return (
    <>
      <StaffPageHeading>{st('taxpayers.account.title', { id: data.taxpayer.taxpayerId })}</StaffPageHeading>
      <p>
        <Link to={staffPaths.taxpayers}>{st('taxpayers.account.back')}</Link>
      </p>
      {message && (
        <Alert type="success" slim>
          <p className="margin-0">{message}</p>
        </Alert>
      )}
      {downloadError && (
        <Alert type="error" slim>
          <p className="margin-0">{downloadError}</p>
        </Alert>
      )}
      <SummaryCard data={data} />
      <Section id="taxpayer" title={st('taxpayers.account.details')}>
        <TaxpayerDetails taxpayer={data.taxpayer} />
      </Section>
      <Section
        id="web-accounts"
        title={st('taxpayers.account.webAccounts')}
        empty={data.webAccounts.length === 0 && st('taxpayers.account.noWebAccounts')}
      >
        <WebAccounts
          accounts={data.webAccounts}
          taxpayerId={data.taxpayer.taxpayerId}
          reason={reason}
          canHelp={canHelp}
          onChanged={(text) => {
            setMessage(text);
            void queryClient.invalidateQueries({ queryKey: ['staff', 'taxpayer', id] });
          }}
        />
      </Section>
      <Section
        id="balance"
        title={st('taxpayers.account.balance')}
        empty={data.account.years.length === 0 && st('taxpayers.account.noBalance')}
      >
        <BalanceTable account={data.account} />
      </Section>
      <Section
        id="filings"
        title={st('taxpayers.account.filings')}
        empty={forms.length === 0 && st('taxpayers.account.noFilings')}
      >
        <FilingsTable
          forms={forms}
          onPdf={(formId) => {
            setDownloadError(null);
            downloadStaffFile(formPdfUrl(id, formId, reason), 'form.pdf').catch((error: unknown) =>
              setDownloadError(staffProblemMessage(error)),
            );
          }}
        />
      </Section>
      <Section
        id="ledger"
        title={st('taxpayers.account.ledger')}
        empty={entries.length === 0 && st('taxpayers.account.noBalance')}
      >
        <LedgerTable entries={entries} />
      </Section>
      <AdjustmentsSection data={data} reason={reason} />
      <Section
        id="payments"
        title={st('taxpayers.account.payments')}
        empty={payments.length === 0 && st('taxpayers.account.noPayments')}
      >
        <PaymentsTable payments={payments} />
      </Section>
      <Section
        id="files"
        title={st('taxpayers.account.files')}
        empty={data.files.length === 0 && st('taxpayers.account.noFiles')}
      >
        <FilesTable
          files={data.files}
          onOpen={(file) => {
            setDownloadError(null);
            downloadStaffFile(fileUrl(id, file.id, reason), file.name).catch((error: unknown) =>
              setDownloadError(staffProblemMessage(error)),
            );
          }}
        />
      </Section>
      <Section id="timeline" title={st('taxpayers.timeline.title')}>
        <Timeline taxpayerId={data.taxpayer.taxpayerId} reason={reason} canNote={canHelp} />
      </Section>
      <Section id="audit" title={st('taxpayers.account.audit')}>
        <AuditTable events={data.audit} />
      </Section>
    </>
  );
}
