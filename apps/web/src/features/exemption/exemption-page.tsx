import { useState } from 'react';
import {
  FormProvider,
  get,
  useController,
  useForm,
  useFormContext,
  useWatch,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { CheckboxField } from '../../ui/checkbox-field';
import { requestResolver, summaryOf, TextInput } from '../../ui/computed-form';
import { ErrorSummary, placeServerErrors, type StepError } from '../../ui/form-steps';
import { fileExemption, loadExemptionState } from './api';

/** What the page holds: the request's fields as typed, and the veracity box (never sent). */
interface Values extends FieldValues {
  exemptionSelection: ExemptionReason | '';
  businessSoldDate: string | null;
  veracity: boolean;
}

const serverCheck = requestResolver<FieldValues>(exemptionSubmission, {});

/**
 * The server's request schema (issue 25 item 2: one way to write a form) and the veracity box
 * the spec asks before filing (§5), one error each on its field; field ids are the request paths.
 */
const resolver: Resolver<Values> = async (values, context, options) => {
  const request = {
    ...(values.exemptionSelection ? { exemptionSelection: values.exemptionSelection } : {}),
    businessSoldDate:
      values.exemptionSelection === 'BusinessOrRentalSold' ? values.businessSoldDate || null : null,
  };
  const checked = await serverCheck(request, context, options as never);
  const errors = { ...checked.errors } as Record<string, { type: string; message: string }>;
  if (!values.veracity) errors.veracity = { type: 'required', message: EXEMPTION_MESSAGES.veracityRequired };
  return Object.keys(errors).length > 0
    ? ({ values: {}, errors } as never)
    : ({ values: { ...(checked.values as object), veracity: true }, errors: {} } as never);
};

/** A radio's id: the first is the request path, so the summary's link lands on the group's first choice. */
const reasonId = (value: ExemptionReason) =>
  value === ExemptionReason[0] ? 'exemptionSelection' : `reason-${value}`;

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
  const form = useForm<Values>({
    defaultValues: { exemptionSelection: '', businessSoldDate: null, veracity: false },
    resolver,
    shouldFocusError: false,
  });
  const [confirming, setConfirming] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The list as File found it: shown (and focused) in the same render as the failure. */
  const [found, setFound] = useState<StepError[]>([]);
  const { errors, submitCount } = form.formState;
  // Once the form's own state has the submit, the summary follows the fields as they are corrected.
  const summary = attempt === 0 ? [] : submitCount > 0 ? summaryOf(errors) : found;
  const reason = useWatch({ control: form.control, name: 'exemptionSelection' });
  const save = useMutation({
    mutationFn: (body: ExemptionSubmission) => fileExemption(body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['exemption', year] }),
    onError: (error) => {
      const placed = placeServerErrors(error, form.setError as never);
      if (placed) {
        setFound(summaryOf(placed));
        setAttempt((n) => n + 1);
      }
    },
  });
  const file = form.handleSubmit(
    () => setConfirming(true),
    (invalid) => {
      // The list and the focus in one render: the summary's heading exists when it is focused.
      setFound(summaryOf(invalid));
      setAttempt((n) => n + 1);
    },
  );

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
      <ErrorSummary errors={summary} attempt={attempt} />
      <FormProvider {...form}>
        <form
          className="usa-form usa-form--large"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void file();
          }}
        >
          <ReasonField year={year} disabled={saving} />
          {reason === 'BusinessOrRentalSold' && (
            <TextInput name="businessSoldDate" label={t('exemption.soldDate')} type="date" optional />
          )}
          <VeracityField />
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
      </FormProvider>
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
              const { exemptionSelection, businessSoldDate } = form.getValues();
              save.mutate({ exemptionSelection: exemptionSelection as ExemptionReason, businessSoldDate });
            },
          },
        ]}
      >
        <p>{t('exemption.modalBody')}</p>
      </Dialog>
    </>
  );
}

/** Spec §3's reasons, one radio each; its error above them, described by it. */
function ReasonField({ year, disabled }: { year: number; disabled: boolean }) {
  const { register, formState } = useFormContext<Values>();
  const error = (get(formState.errors, 'exemptionSelection') as { message?: string } | undefined)?.message;
  return (
    <fieldset
      className={`usa-fieldset usa-form-group${error ? ' usa-form-group--error' : ''}`}
      disabled={disabled}
    >
      <legend className="usa-legend">{t('exemption.reasonLegend')}</legend>
      {error && (
        <span className="usa-error-message" id="reason-error">
          {error}
        </span>
      )}
      {ExemptionReason.map((value) => (
        <div className="usa-radio" key={value}>
          <input
            className="usa-radio__input"
            id={reasonId(value)}
            type="radio"
            value={value}
            aria-describedby={error ? 'reason-error' : undefined}
            {...register('exemptionSelection')}
          />
          <label className="usa-radio__label" htmlFor={reasonId(value)}>
            {t(`exemption.reasons.${value}` as MessageKey)}
            {value === 'under18' && <span className="usa-radio__label-description">{under18Rule(year)}</span>}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The spec's veracity box (§5), which File needs checked. */
function VeracityField() {
  const { field, fieldState } = useController<Values, 'veracity'>({ name: 'veracity' });
  return (
    <CheckboxField
      id="veracity"
      label={t('exemption.veracity')}
      checked={field.value}
      onChange={(checked) => field.onChange(checked)}
      {...(fieldState.error?.message ? { error: fieldState.error.message } : {})}
    />
  );
}
