import { t } from '../../i18n';
import { ApiError } from '../../lib/http';

/** What the error modal shows: a heading, a sentence and, for a refused password, the server's reasons. */
export interface ErrorNotice {
  heading: string;
  body: string;
  reasons?: readonly string[];
}

/** The page's own words for the answers of a link that sets a password (ADR 0006). */
export interface LinkErrorTexts {
  badRequestTitle: string;
  badRequestBody: string;
  unauthorized: string;
  expired: string;
}

export const httpStatus = (error: unknown): number | undefined =>
  error instanceof ApiError ? error.status : undefined;

/**
 * The server's own sentence for a refused request: the first field message that reads as a
 * sentence (a bad link's token), else the problem's detail.
 */
export function problemDetail(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const sentence = Object.values(error.problem?.errors ?? {}).find((message) => /^[A-Z]/.test(message));
  return sentence ?? error.problem?.detail ?? undefined;
}

/** The policy rules a refused password fails (403 `reasons`). */
export function passwordReasons(error: unknown): readonly string[] {
  return error instanceof ApiError ? (error.problem?.reasons ?? []) : [];
}

/**
 * What the server said against the password itself, for its field (issue 24 item 3): the policy
 * reasons of a 403, or a 400's message on the `password` field (the limit, say).
 */
export function refusedPassword(error: unknown): readonly string[] {
  if (!(error instanceof ApiError)) return [];
  const reasons = passwordReasons(error);
  if (reasons.length > 0) return reasons;
  const field = error.problem?.errors?.password;
  return field ? [field] : [];
}

/**
 * Spec §8 "Legacy confirm": 403 'Invalid Password' with the reasons; 400 the page's error title
 * with the server's detail; 401 'Error'; 410 'Link Expired'; anything else 'Unknown Error'.
 */
export function linkErrorNotice(error: unknown, texts: LinkErrorTexts): ErrorNotice {
  switch (httpStatus(error)) {
    case 403:
      return {
        heading: t('password.errors.invalidPasswordTitle'),
        body: t('password.errors.invalidPasswordIntro'),
        reasons: passwordReasons(error),
      };
    case 400:
      return { heading: texts.badRequestTitle, body: problemDetail(error) ?? texts.badRequestBody };
    case 401:
      return { heading: t('password.errors.errorTitle'), body: texts.unauthorized };
    case 410:
      return { heading: t('password.errors.linkExpiredTitle'), body: texts.expired };
    default:
      return {
        heading: t('password.errors.unknownTitle'),
        body: (httpStatus(error) === 429 && problemDetail(error)) || t('password.errors.unknownBody'),
      };
  }
}
