import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, paths, type CityTaxForm, type FiledForm } from '@efile/contracts';
import { t } from '../../i18n';
import { formatCents } from '../../lib/money';
import { useTaxYear } from '../../lib/tax-year';
import { confirmLeave } from '../../lib/unsaved-changes';
import { serverMessage } from '../../lib/problem-message';
import { Alert, Spinner } from '../../ui/alert';
import { Dialog } from '../../ui/dialog';
import { PageHeading } from '../../ui/page';
import { LateNotice } from './late-notice';
import { PdfButton } from '../../ui/pdf-button';
import { deleteReturn, loadReturn } from './api';
import { STEPS, type StepId } from './interview';
import { ItemStep } from './item-step';
import { CityTaxFormStep, QuestionnaireStep, SummaryStep } from './steps';

/** Spec §2 individual annual return: one driver walks the steps declared in interview.ts. */
export default function AnnualReturnPage() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: ['annual-return'], queryFn: loadReturn });
  const [step, setStep] = useState<StepId | null>(null);
  const [filed, setFiled] = useState<FiledForm | null>(null);
  const [leaving, setLeaving] = useState(false);
  const navigate = useNavigate();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const taxYear = useTaxYear();
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);

  // Resume: a saved draft continues at the W-2s; no draft starts with the questionnaire.
  const current: StepId = step ?? (state.data?.form ? 'w2' : 'questionnaire');
  useEffect(() => {
    if (step) stepHeading.current?.focus();
  }, [step]);

  const title = <PageHeading>{t('annualReturn.title')}</PageHeading>;
  if (state.isPending)
    return (
      <>
        {title}
        <Spinner label={t('app.loading')} />
      </>
    );
  if (state.isError) {
    return (
      <>
        {title}
        <Alert type="error">
          <p className="margin-0">{serverMessage(state.error) ?? t('annualReturn.loadFailed')}</p>
        </Alert>
      </>
    );
  }
  const form = state.data.form;
  if (filed || form?.status === 'filed') return <FiledView form={form} filed={filed} />;

  const index = STEPS.indexOf(current);
  const go = (to: StepId) => {
    if (dirty.current && !confirmLeave()) return;
    dirty.current = false;
    setStep(to);
    void queryClient.invalidateQueries({ queryKey: ['annual-return'] });
  };
  const nav = (
    <div className="margin-top-4">
      {index > 0 && (
        <button
          type="button"
          className="usa-button usa-button--outline"
          onClick={() => go(STEPS[index - 1]!)}
        >
          {t('annualReturn.back')}
        </button>
      )}
      {index > 0 && index < STEPS.length - 1 && (
        <button type="button" className="usa-button" onClick={() => go(STEPS[index + 1]!)}>
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
      {(form?.taxYear ?? taxYear) !== undefined && <LateNotice taxYear={form?.taxYear ?? taxYear!} />}
      <h2 ref={stepHeading} tabIndex={-1}>
        {t('annualReturn.stepOf', {
          n: index + 1,
          total: STEPS.length,
          name: t(`annualReturn.steps.${current}`),
        })}
      </h2>
      {current === 'questionnaire' && (
        <QuestionnaireStep initial={form?.answers ?? null} onEligible={() => go('w2')} />
      )}
      {form && (current === 'w2' || current === 'form1099') && (
        <ItemStep
          key={current}
          kind={current}
          items={current === 'w2' ? form.w2s : form.form1099s}
          taxYear={form.taxYear}
          onDirtyChange={onDirtyChange}
        />
      )}
      {form && current === 'summary' && <SummaryStep form={form} />}
      {form && current === 'cityTaxForm' && <CityTaxFormStep form={form} onFiled={setFiled} />}
      {nav}
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

function FiledView({ form, filed }: { form: CityTaxForm | null; filed: FiledForm | null }) {
  const id = filed?.id ?? form?.id ?? 0;
  const number = filed?.confirmationNumber ?? form?.confirmationNumber ?? '';
  const when = filed?.filedAt ?? form?.filedAt ?? '';
  const balance = filed?.balanceDue ?? (form?.calculation.ok ? form.calculation.balanceDue : 0);
  return (
    <>
      <PageHeading>{t('annualReturn.title')}</PageHeading>
      <Alert type="success" heading={t('annualReturn.filed')}>
        <p className="margin-0">{t('annualReturn.confirmation', { number })}</p>
        <p className="margin-0">
          {t('annualReturn.filedAt', { when: new Date(when).toLocaleString('en-US') })}
        </p>
        <p className="margin-0">{t('annualReturn.balanceDue', { amount: formatCents(balance) })}</p>
      </Alert>
      <p className="margin-top-3 efile-no-print">
        {balance > 0 && (
          <Link className="usa-button" to={paths.payForm.replace(':formId', String(id))}>
            {t('annualReturn.payNow')}
          </Link>
        )}
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
