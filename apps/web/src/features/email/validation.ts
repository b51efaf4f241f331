import { CHANGE_EMAIL_MESSAGES, changeEmailRequest, emailField } from '@efile/contracts';
import { contractText, t } from '../../i18n';

/** What the change-email form holds: the new address (the request's `email`) and its repeat. */
export interface ChangeEmailValues {
  email: string;
  confirm: string;
}

/**
 * Spec §5 "Change email", the repeat (the request itself is the contract's `changeEmailRequest`):
 * required, a valid address of at most 50 characters, and the same address again, case and
 * spaces aside ('Please make sure the emails entered match.').
 */
export function confirmEmailCheck({ email, confirm }: ChangeEmailValues): { confirm?: string } {
  const second = emailField(t('email.change.confirmEmail')).safeParse(confirm);
  if (!second.success) {
    const message = second.error.issues[0]?.message;
    return { confirm: message === undefined ? undefined : contractText(message) };
  }
  const first = changeEmailRequest.shape.email.safeParse(email);
  if (first.success && first.data.toLowerCase() !== second.data.toLowerCase())
    return { confirm: contractText(CHANGE_EMAIL_MESSAGES.mismatch) };
  return {};
}
