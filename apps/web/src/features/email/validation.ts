import { CHANGE_EMAIL_MESSAGES, emailField } from '@efile/contracts';
import { t } from '../../i18n';

export interface ChangeEmailErrors {
  email?: string;
  confirm?: string;
}

const newEmail = emailField(t('email.change.newEmail'));
const confirmEmail = emailField(t('email.change.confirmEmail'));

/**
 * Spec §5 "Change email": both fields required, a valid address of at most 50 characters, and
 * the same address twice ('Please make sure the emails entered match.'). Gives the messages per
 * field and, when there are none, the address to send.
 */
export function validateChangeEmail(
  email: string,
  confirm: string,
): { errors: ChangeEmailErrors; address?: string } {
  const errors: ChangeEmailErrors = {};
  const first = newEmail.safeParse(email);
  const second = confirmEmail.safeParse(confirm);
  if (!first.success) errors.email = first.error.issues[0]?.message;
  if (!second.success) errors.confirm = second.error.issues[0]?.message;
  else if (first.success && first.data.toLowerCase() !== second.data.toLowerCase())
    errors.confirm = CHANGE_EMAIL_MESSAGES.mismatch;
  return errors.email || errors.confirm || !first.success ? { errors } : { errors, address: first.data };
}
