import { t } from '../../i18n';
import { Dialog, type DialogAction } from '../../ui/dialog';
import type { ErrorNotice } from './link-errors';

/**
 * The modal of the set-password screens (spec §5, §8): 'Invalid Password' lists every rule the
 * server says the password fails; the other answers of a link show their sentence. Closing
 * returns to the form.
 */
export function PasswordErrorDialog({
  notice,
  onClose,
  actions = [],
}: {
  notice: ErrorNotice | null;
  onClose: () => void;
  /** Extra buttons before Close (e.g. 'Request a new link'). */
  actions?: readonly DialogAction[];
}) {
  return (
    <Dialog
      open={notice !== null}
      heading={notice?.heading ?? ''}
      onClose={onClose}
      actions={[...actions, { label: t('password.errors.close'), onClick: onClose, look: 'outline' }]}
    >
      {notice && <p>{notice.body}</p>}
      {notice?.reasons && notice.reasons.length > 0 && (
        <ul data-testid="password-reasons">
          {notice.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
