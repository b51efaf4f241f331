import { Link, useNavigate } from 'react-router';
import { useWatch } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  api,
  EXEMPTION_MESSAGES,
  ExemptionReason,
  exemptionSubmission,
  paths,
  TaxpayerDisplayMode,
  type ExemptionSubmission,
} from '@efile/contracts';
import { t, type MessageKey } from '../../i18n';
import { ApiError } from '../../lib/http';
import { problemMessage } from '../../lib/problem-message';
import { useTaxpayerInfo } from '../../lib/taxpayer';
import { under18Rule } from '../../lib/minimum-age';
import { useTaxYear } from '../../lib/tax-year';
import { Alert, Spinner } from '../../ui/alert';
import { Dialog } from '../../ui/dialog';
import { PageHeading } from '../../ui/page';
import { PdfButton } from '../../ui/pdf-button';
import { TaxpayerBlock } from '../../ui/taxpayer-block';
import { CheckboxInput, RadioInput, SchemaForm, TextInput, useSchemaForm } from '../../ui/schema-form';
import { fileExemption, loadExemptionState } from './api';

/** What the page holds: the request's fields as typed, and the veracity box (never sent). */
interface Values {
  exemptionSelection: ExemptionReason | '';
  businessSoldDate: string | null;
  veracity: boolean;
}

/** The request from the page: a sale date only with the sale as the reason. */
const request = (values: Values) => ({
  ...(values.exemptionSelection ? { exemptionSelection: values.exemptionSelection } : {}),
  businessSoldDate:
    values.exemptionSelection === 'BusinessOrRentalSold' ? values.businessSoldDate || null : null,
});

/**
 * Spec §2/§4/§5 exemption certificate: loading → blocked | editable → saving → succeeded,
 * or back to editable on error.
 */
export default function ExemptionPage() {
  const year = useTaxYear();
  return year === undefined ? <Spinner label={t('app.loading')} /> : <ExemptionForm year={year} />;
}

function ExemptionForm({ year }: { year: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const taxpayer = useTaxpayerInfo();
  const status = useQuery({ queryKey: ['exemption', year], queryFn: () => loadExemptionState(year) });
  // The server's request schema and the veracity box the spec asks before filing (§5), one error
  // each on its field; File asks to confirm, then files (issue 25 item 2: one way to write a form).
  const state = useSchemaForm<Values, ExemptionSubmission, Awaited<ReturnType<typeof fileExemption>>>({
    schema: exemptionSubmission,
    defaultValues: { exemptionSelection: '', businessSoldDate: null, veracity: false },
    request,
    checks: (values) => ({ veracity: values.veracity ? undefined : EXEMPTION_MESSAGES.veracityRequired }),
    send: fileExemption,
    onSent: () => void queryClient.invalidateQueries({ queryKey: ['exemption', year] }),
    confirm: true,
  });
  const save = state.mutation;
  const reason = useWatch({ control: state.form.control, name: 'exemptionSelection' });

  const heading = (
    <>
      <PageHeading>{t('exemption.title')}</PageHeading>
      <p className="usa-intro">{t('exemption.taxYear', { year })}</p>
    </>
  );
  const block = (
    <TaxpayerBlock
      info={taxpayer.data}
      loading={taxpayer.isPending}
      failed={taxpayer.isError}
      mode={TaxpayerDisplayMode.ExemptionCertificate}
    />
  );

  if (save.isSuccess) {
    return (
      <>
        {heading}
        <Alert type="success" heading={t('exemption.success')}>
          <p className="margin-0">{t('exemption.confirmation', { number: save.data.confirmationNumber })}</p>
        </Alert>
        <p className="margin-top-3">
          <PdfButton url={`${api.exemptionStatus.replace(':year', String(year))}/pdf`} />
        </p>
        <p className="margin-top-3">
          <Link to={paths.dashboard}>{t('exemption.toDashboard')}</Link>
        </p>
      </>
    );
  }
  if (status.isPending)
    return (
      <>
        {heading}
        <Spinner label={t('app.loading')} />
      </>
    );
  if (status.isError) {
    return (
      <>
        {heading}
        <Alert type="error">
          <p className="margin-0">{t('exemption.statusFailed')}</p>
        </Alert>
      </>
    );
  }
  const blocked = status.data.status.filed
    ? t('exemption.alreadyFiled')
    : status.data.forms.enteredForms.length > 0
      ? t('exemption.formsEntered')
      : null;
  if (blocked) {
    return (
      <>
        {heading}
        {block}
        <Alert type="warning">
          <p className="margin-0">{blocked}</p>
        </Alert>
        <p className="margin-top-3">
          <Link to={paths.dashboard}>{t('exemption.toDashboard')}</Link>
        </p>
      </>
    );
  }

  const saving = save.isPending;
  return (
    <>
      {heading}
      {block}
      <p>{t('exemption.intro')}</p>
      {save.isError && (
        <Alert type="error">
          <p className="margin-0">
            {save.error instanceof ApiError && save.error.problem
              ? problemMessage(save.error)
              : t('exemption.saveFailed')}
          </p>
        </Alert>
      )}
      <SchemaForm state={state}>
        <RadioInput
          name="exemptionSelection"
          legend={t('exemption.reasonLegend')}
          disabled={saving}
          options={ExemptionReason.map((value) => ({
            value,
            label: t(`exemption.reasons.${value}` as MessageKey),
            ...(value === 'under18' ? { description: under18Rule(year) } : {}),
          }))}
        />
        {reason === 'BusinessOrRentalSold' && (
          <TextInput name="businessSoldDate" label={t('exemption.soldDate')} type="date" optional />
        )}
        <CheckboxInput name="veracity" label={t('exemption.veracity')} />
        <ul className="usa-button-group margin-top-3 efile-no-print">
          <li className="usa-button-group__item">
            <button className="usa-button" type="submit" disabled={saving}>
              {saving ? t('exemption.filing') : t('exemption.file')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button className="usa-button usa-button--outline" type="button" onClick={() => window.print()}>
              {t('exemption.print')}
            </button>
          </li>
          <li className="usa-button-group__item">
            <button
              className="usa-button usa-button--unstyled padding-105"
              type="button"
              onClick={() => navigate(paths.dashboard)}
            >
              {t('exemption.cancel')}
            </button>
          </li>
        </ul>
      </SchemaForm>
      <Dialog
        open={state.pending !== null}
        heading={t('exemption.modalTitle')}
        onClose={state.cancel}
        actions={[
          { label: t('exemption.returnToForm'), onClick: state.cancel, look: 'outline' },
          { label: t('exemption.proceed'), onClick: state.proceed },
        ]}
      >
        <p>{t('exemption.modalBody')}</p>
      </Dialog>
    </>
  );
}
