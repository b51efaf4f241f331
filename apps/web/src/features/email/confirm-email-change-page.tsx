import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import { confirmEmailChangeRequest, paths, ProblemCode, problemCodeOf } from '@efile/contracts';
import { t } from '../../i18n';
import { ApiError } from '../../lib/http';
import { useUser } from '../../lib/session';
import { Alert, Spinner } from '../../ui/alert';
import { PageHeading } from '../../ui/page';
import { confirmEmailChange, type EmailChangeLink } from './api';

/** What a refused link shows: a heading and a sentence. */
interface Failure {
  heading: string;
  body: string;
}

/**
 * The answers of the confirm call (ADR 0006, spec §8 as on the legacy page): 401 the request
 * could not be completed; 410 the link expired; 400 the address is now another account's (or
 * the link is malformed: the server's sentence); anything else unexpected.
 */
export function confirmFailure(error: unknown): Failure {
  const status = error instanceof ApiError ? error.status : undefined;
  const problem = error instanceof ApiError ? error.problem : undefined;
  switch (status) {
    case 401:
      return { heading: t('email.confirmChange.errorTitle'), body: t('email.confirmChange.unauthorized') };
    case 410:
      return { heading: t('email.confirmChange.expiredTitle'), body: t('email.confirmChange.expired') };
    case 400: {
      if (problemCodeOf(problem?.type) === ProblemCode.DuplicateEmail) {
        return {
          heading: t('email.confirmChange.duplicateTitle'),
          body: t('email.confirmChange.duplicate'),
        };
      }
      const sentence = Object.values(problem?.errors ?? {}).find((message) => /^[A-Z]/.test(message));
      return {
        heading: t('email.confirmChange.errorTitle'),
        body: sentence ?? t('email.confirmChange.unauthorized'),
      };
    }
    default:
      return {
        heading: t('email.confirmChange.unknownTitle'),
        body: (status === 429 && problem?.detail) || t('email.confirmChange.unknown'),
      };
  }
}

/**
 * /confirm-email-change?token&email&id (spec §2, public): confirms the new address once on
 * opening (guarded against React's double effects), then shows /confirm-email?reason=change.
 */
export default function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const user = useUser();
  const link: EmailChangeLink = {
    email: params.get('email')?.trim() ?? '',
    token: params.get('token')?.trim() ?? '',
    id: params.get('id')?.trim() ?? '',
  };
  const valid = confirmEmailChangeRequest.safeParse(link).success;
  const confirm = useMutation({
    mutationFn: confirmEmailChange,
    onSuccess: () =>
      navigate(`${paths.confirmEmail}?reason=change`, { replace: true, state: { confirmed: true } }),
  });
  const started = useRef(false);
  const { mutate } = confirm;

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    mutate(link);
    // Once per page: the link's token is single use.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valid, mutate]);

  const failure: Failure | null = !valid
    ? { heading: t('email.confirmChange.errorTitle'), body: t('email.confirmChange.missingLink') }
    : confirm.isError
      ? confirmFailure(confirm.error)
      : null;

  return (
    <>
      <PageHeading>{t('email.confirmChange.title')}</PageHeading>
      {failure ? (
        <>
          <Alert type="error" heading={failure.heading}>
            <p className="margin-0">{failure.body}</p>
          </Alert>
          <p className="margin-top-3">
            {user ? (
              <Link to={paths.changeEmail}>{t('email.confirmChange.changeAgain')}</Link>
            ) : (
              <Link to={paths.login}>{t('email.confirmChange.toLogin')}</Link>
            )}
          </p>
        </>
      ) : (
        <p>
          <Spinner label={t('email.confirmChange.confirming')} /> {t('email.confirmChange.confirming')}
        </p>
      )}
    </>
  );
}
