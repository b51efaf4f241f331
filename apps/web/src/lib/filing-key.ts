import { ProblemCode, problemCodeOf } from '@efile/contracts/problem-codes';
import { ApiError, apiFetch, newIdempotencyKey, type RequestOptions } from './http';
import { getUser } from './session';

/**
 * One Idempotency-Key per submission (issue 23 item 3, ADR 0049). A form's key is made when the
 * person first sends it and kept — in the tab's sessionStorage, so a reload keeps it too — for
 * every retry: after a lost answer, a 5xx, "still being processed", a double click. It ends when
 * the server gives a definite answer: the filing acknowledged, or refused for a reason a retry
 * would not change (a field to correct, already filed, …), and then the next submission gets a
 * new key. Keys are per form and taxpayer filed for (a business user may switch), and `draft`
 * when a form has one. Sign-out clears sessionStorage and with it any key.
 */
const PREFIX = 'efile.filing-key:';
/** When sessionStorage cannot be used (a privacy mode): the keys live as long as the page. */
const fallback = new Map<string, string>();

function store() {
  try {
    const probe = `${PREFIX}probe`;
    sessionStorage.setItem(probe, '1');
    sessionStorage.removeItem(probe);
    return sessionStorage;
  } catch {
    return {
      getItem: (k: string) => fallback.get(k) ?? null,
      setItem: (k: string, v: string) => void fallback.set(k, v),
      removeItem: (k: string) => void fallback.delete(k),
    };
  }
}

/** The submission's key: the one already made for this form, or a new one. */
export function submissionKey(scope: string): string {
  const s = store();
  const name = `${PREFIX}${scope}`;
  const existing = s.getItem(name);
  if (existing) return existing;
  const key = newIdempotencyKey();
  s.setItem(name, key);
  return key;
}

/** Whether an answer ends the submission: anything but a lost answer, a 5xx, 408, 429, or "in progress". */
function definite(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status >= 500 || error.status === 408 || error.status === 429) return false;
  return !(error.status === 409 && problemCodeOf(error.problem?.type) === ProblemCode.Conflict);
}

/** A filing call (every form's): sent with the submission's key, which ends with a definite answer. */
export async function fileOnce<T>(
  form: string,
  url: string,
  options: Omit<RequestOptions<T>, 'idempotencyKey' | 'method'>,
  draft?: string | number,
): Promise<T> {
  const scope = `${form}:${getUser()?.taxpayerId ?? ''}:${draft ?? ''}`;
  const end = () => store().removeItem(`${PREFIX}${scope}`);
  const { schema, ...rest } = options;
  try {
    const answer = await apiFetch(url, { ...rest, method: 'POST', idempotencyKey: submissionKey(scope) });
    end(); // acknowledged (2xx): read the answer only after the key is spent
    return schema ? schema.parse(answer) : (answer as T);
  } catch (error) {
    if (definite(error)) end();
    throw error;
  }
}
