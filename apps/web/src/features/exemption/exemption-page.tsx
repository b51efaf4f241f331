import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, EXEMPTION_MESSAGES, ExemptionReason, paths, TaxpayerDisplayMode } from '@efile/contracts';
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
import { TextField } from '../../ui/text-field';
import { fileExemption, loadExemptionState } from './api';

type Errors = Partial<Record<'reason' | 'soldDate' | 'veracity', string>>;

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
  const state = useQuery({ queryKey: ['exemption', year], queryFn: () => loadExemptionState(year) });
  const [reason, setReason] = useState<ExemptionReason | ''>('');
  const [soldDate, setSoldDate] = useState('');
  const [veracity, setVeracity] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);
  const save = useMutation({
    mutationFn: () =>
      fileExemption({
        exemptionSelection: reason as ExemptionReason,
        businessSoldDate: reason === 'BusinessOrRentalSold' ? soldDate : null,
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['exemption', year] }),
  });

  function validate(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {};
    if (!reason) found.reason = EXEMPTION_MESSAGES.reasonRequired;
    if (reason === 'BusinessOrRentalSold' && !soldDate) found.soldDate = EXEMPTION_MESSAGES.soldDateRequired;
    if (!veracity) found.veracity = EXEMPTION_MESSAGES.veracityRequired;
    setErrors(found);
    const first = found.reason
      ? 'reason-retired'
      : found.soldDate
        ? 'sold-date'
        : found.veracity
          ? 'veracity'
          : null;
    if (first) document.getElementById(first)?.focus();
    else setConfirming(true);
  }

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
  if (state.isPending)
    return (
      <>
        {heading}
        <Spinner label={t('app.loading')} />
      </>
    );
  if (state.isError) {
    return (
      <>
        {heading}
        <Alert type="error">
          <p className="margin-0">{t('exemption.statusFailed')}</p>
        </Alert>
      </>
    );
  }
  const blocked = state.data.status.filed
    ? t('exemption.alreadyFiled')
    : state.data.forms.enteredForms.length > 0
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
      <form className="usa-form usa-form--large" noValidate onSubmit={validate}>
        <fieldset
          className={`usa-fieldset usa-form-group${errors.reason ? ' usa-form-group--error' : ''}`}
          disabled={saving}
        >
          <legend className="usa-legend">{t('exemption.reasonLegend')}</legend>
          {errors.reason && (
            <span className="usa-error-message" id="reason-error">
              {errors.reason}
            </span>
          )}
          {ExemptionReason.map((value) => (
            <div className="usa-radio" key={value}>
              <input
                className="usa-radio__input"
                id={`reason-${value}`}
                type="radio"
                name="exemptionSelection"
                value={value}
                checked={reason === value}
                aria-describedby={errors.reason ? 'reason-error' : undefined}
                onChange={() => setReason(value)}
              />
              <label className="usa-radio__label" htmlFor={`reason-${value}`}>
                {t(`exemption.reasons.${value}` as MessageKey)}
                {value === 'under18' && (
                  <span className="usa-radio__label-description">{under18Rule(year)}</span>
                )}
              </label>
            </div>
          ))}
        </fieldset>
        {reason === 'BusinessOrRentalSold' && (
          <TextField
            id="sold-date"
            type="date"
            label={t('exemption.soldDate')}
            value={soldDate}
            disabled={saving}
            error={errors.soldDate}
            onChange={(e) => setSoldDate(e.target.value)}
          />
        )}
        <div className={`usa-form-group${errors.veracity ? ' usa-form-group--error' : ''}`}>
          {errors.veracity && (
            <span className="usa-error-message" id="veracity-error">
              {errors.veracity}
            </span>
          )}
          <div className="usa-checkbox">
            <input
              className="usa-checkbox__input"
              id="veracity"
              type="checkbox"
              checked={veracity}
              disabled={saving}
              aria-describedby={errors.veracity ? 'veracity-error' : undefined}
              onChange={(e) => setVeracity(e.target.checked)}
            />
            <label className="usa-checkbox__label" htmlFor="veracity">
              {t('exemption.veracity')}
            </label>
          </div>
        </div>
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
      </form>
      <Dialog
        open={confirming}
        heading={t('exemption.modalTitle')}
        onClose={() => setConfirming(false)}
        actions={[
          { label: t('exemption.returnToForm'), onClick: () => setConfirming(false), look: 'outline' },
          {
            label: t('exemption.proceed'),
            onClick: () => {
              setConfirming(false);
              save.mutate();
            },
          },
        ]}
      >
        <p>{t('exemption.modalBody')}</p>
      </Dialog>
    </>
  );
}
