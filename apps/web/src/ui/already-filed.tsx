import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api, enteredForms, paths } from '@efile/contracts';
import { t } from '../i18n';
import { useAccount } from '../lib/account';
import { apiFetch } from '../lib/http';
import { useUser } from '../lib/session';
import { Alert } from './alert';
import { FormStanding } from './payables';

/**
 * Whether the filed-as taxpayer already filed `formType` for `year` (GET /api/entered-forms):
 * undefined while it is not known. A form filed once a year says so on arrival instead of
 * opening blank and refusing only at File (issue 14).
 */
export function useAlreadyFiled(formType: string, year: number | undefined): boolean | undefined {
  // Keyed by the taxpayer filed for too: after a switch, another business's answer is never shown.
  const taxpayerId = useUser()?.taxpayerId;
  const query = useQuery({
    queryKey: ['entered-forms', taxpayerId, year],
    queryFn: () => apiFetch(api.enteredForms.replace(':year', String(year)), { schema: enteredForms }),
    enabled: year !== undefined,
  });
  // Unknown (or not loadable): the form opens, and the server still refuses a second filing.
  if (!query.data) return query.isError ? false : undefined;
  return query.data.enteredForms.includes(formType);
}

/**
 * What the page shows instead of a blank form when this year's form is already filed: and where
 * that filing stands (filed on, paid, still owed, its Pay buttons and installments, issue 22).
 */
export function AlreadyFiledNotice({
  what,
  year,
  formType,
}: {
  what: string;
  year: number;
  formType: string;
}) {
  const filed = useAccount().data?.forms.find((f) => f.formType === formType && f.taxYear === year);
  return (
    <>
      <Alert type="info" heading={t('alreadyFiled.heading', { what, year })}>
        <p className="margin-0">
          {t('alreadyFiled.body')} <Link to={paths.estimatesAndCredits}>{t('alreadyFiled.estimates')}</Link> ·{' '}
          <Link to={paths.dashboard}>{t('alreadyFiled.dashboard')}</Link>
        </p>
      </Alert>
      {filed && <FormStanding taxFormId={filed.id} />}
    </>
  );
}
