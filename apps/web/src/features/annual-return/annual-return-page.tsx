import { useCallback, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, paths, type CityTaxForm, type FiledForm } from '@efile/contracts';
import { t } from '../../i18n';
import { longDateTime } from '../../lib/dates';
import { formatCents } from '../../lib/money';
import { useTaxYear } from '../../lib/tax-year';
import { serverMessage } from '../../lib/problem-message';
import { Alert, Spinner } from '../../ui/alert';
import { Dialog } from '../../ui/dialog';
import { PageHeading } from '../../ui/page';
import { LateNotice } from './late-notice';
import { PdfButton } from '../../ui/pdf-button';
import { FormStanding } from '../../ui/payables';
import { deleteReturn, loadAgeQuestion, loadReturn } from './api';
import { FormSteps, type StepNav } from '../../ui/form-steps';
import { ANNUAL_RETURN_STEPS, isQuestion, resumeStep, type ReturnContext } from './flow';
import type { Question } from './interview';

/** Spec §2 individual annual return: the steps declared in flow.tsx, walked by ui/form-steps. */
export default function AnnualReturnPage() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: ['annual-return'], queryFn: loadReturn });
  // Without a birth date on record the questionnaire asks the taxpayer's age (issue 9 item 7).
  const age = useQuery({ queryKey: ['age-question'], queryFn: loadAgeQuestion });
  const [given, setGiven] = useState<Partial<Record<Question, boolean>>>({});
  const setAnswer = useCallback((q: Question, value: boolean) => setGiven((a) => ({ ...a, [q]: value })), []);
  const [filed, setFiled] = useState<FiledForm | null>(null);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const taxYear = useTaxYear();
  // The late-filing warning in full on the first step of this visit, a one-line reminder after.
  const [params] = useSearchParams();
  const step = params.get('step');
  const [firstStep, setFirstStep] = useState(step);
  // The bare URL is replaced by the resumed step: that one is the first shown.
  if (firstStep === null && step !== null) setFirstStep(step);
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: ['annual-return'] }),
    [queryClient],
  );
  const onStepChange = useCallback(() => void refresh(), [refresh]);
  const form = state.data?.form ?? null;
  const context = useMemo<ReturnContext>(
    () => ({
      form,
      refresh,
      // The filed return is read again: its confirmation says what became of an overpayment.
      onFiled: (filed: FiledForm) => {
        setFiled(filed);
        void refresh();
      },
      answers: { ...(form?.answers ?? {}), ...given },
      setAnswer,
      age: age.data ?? { taxYear: taxYear ?? 0, asked: false },
    }),
    [form, refresh, given, setAnswer, age.data, taxYear],
  );

  const title = <PageHeading>{t('annualReturn.title')}</PageHeading>;
  if (state.isPending || age.isPending)
    return (
      <>
        {title}
        <Spinner label={t('app.loading')} />
      </>
    );
  if (state.isError || age.isError) {
    return (
      <>
        {title}
        <Alert type="error">
          <p className="margin-0">
            {serverMessage(state.error ?? age.error) ?? t('annualReturn.loadFailed')}
          </p>
        </Alert>
      </>
    );
  }
  if (filed || form?.status === 'filed') return <FiledView form={form} filed={filed} />;

  const footer = (nav: StepNav) => (
    <div className="margin-top-4">
      {nav.index > 0 && (
        <button type="button" className="usa-button usa-button--outline" onClick={nav.back}>
          {t('annualReturn.back')}
        </button>
      )}
      {nav.index > 0 && nav.index < nav.total - 1 && !isQuestion(nav.id) && (
        <button type="button" className="usa-button" onClick={nav.next}>
          {t('annualReturn.next')}
        </button>
      )}
      <button
        type="button"
        className="usa-button usa-button--unstyled margin-left-2"
        onClick={() => setLeaving(true)}
      >
        {t('annualReturn.cancel')}
      </button>
    </div>
  );
  return (
    <>
      {title}
      <p className="usa-intro">{t('annualReturn.taxYear', { year: form?.taxYear ?? taxYear ?? '' })}</p>
      {(form?.taxYear ?? taxYear) !== undefined && (
        <LateNotice taxYear={form?.taxYear ?? taxYear!} brief={firstStep !== null && step !== firstStep} />
      )}
      <FormSteps
        steps={ANNUAL_RETURN_STEPS}
        context={context}
        resume={resumeStep}
        footer={footer}
        onStepChange={onStepChange}
      />
      <Dialog
        open={leaving}
        heading={t('annualReturn.cancelTitle')}
        onClose={() => setLeaving(false)}
        actions={[
          { label: t('annualReturn.keep'), onClick: () => void navigate(paths.dashboard) },
          {
            label: t('annualReturn.discard'),
            look: 'outline',
            onClick: () => void deleteReturn().then(() => navigate(paths.dashboard)),
          },
        ]}
      >
        <p>{t('annualReturn.cancelBody')}</p>
      </Dialog>
    </>
  );
}

/** What the filer chose for an overpayment, on the confirmation (issue 27 item 1): given up, or claimed. */
function OverpaymentChosen({ form }: { form: CityTaxForm | null }) {
  const calc = form?.status === 'filed' && form.calculation.ok ? form.calculation : null;
  if (calc?.waivedOverpayment) {
    return (
      <Alert type="info">
        <p className="margin-0">
          {t('refunds.filed.waived', { amount: formatCents(calc.waivedOverpayment) })}
        </p>
      </Alert>
    );
  }
  if (calc?.claimedOverpayment) {
    return (
      <Alert type="info">
        <p className="margin-0">
          {t('refunds.filed.claimed', { amount: formatCents(calc.claimedOverpayment) })}
        </p>
        <p className="margin-0">
          <Link to={paths.account}>{t('refunds.filed.toAccount')}</Link>
        </p>
      </Alert>
    );
  }
  return null;
}

function FiledView({ form, filed }: { form: CityTaxForm | null; filed: FiledForm | null }) {
  const id = filed?.id ?? form?.id ?? 0;
  const number = filed?.confirmationNumber ?? form?.confirmationNumber ?? '';
  const when = filed?.filedAt ?? form?.filedAt ?? '';
  return (
    <>
      <PageHeading>{t('annualReturn.title')}</PageHeading>
      <Alert type="success" heading={t('annualReturn.filed')}>
        <p className="margin-0">{t('annualReturn.confirmation', { number })}</p>
        <p className="margin-0">{t('annualReturn.filedAt', { when: longDateTime(when) })}</p>
      </Alert>
      <OverpaymentChosen form={form} />
      {/* Where it stands now (issue 22): paid, still owed today with interest, its Pay button. */}
      <FormStanding taxFormId={id} />
      <p className="margin-top-3 efile-no-print">
        <PdfButton url={api.formPdf.replace(':id', String(id))} />
        <button type="button" className="usa-button usa-button--outline" onClick={() => window.print()}>
          {t('annualReturn.printPage')}
        </button>
      </p>
      <p>
        <Link to={paths.dashboard}>{t('annualReturn.toDashboard')}</Link>
      </p>
    </>
  );
}
