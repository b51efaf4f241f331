import { useState } from 'react';
import { st } from '../../i18n';

/**
 * Recovery codes shown once (issue 28 item 6): copied to the clipboard or downloaded as a text
 * file, so they reach a password manager or a printer without being retyped. What happened is
 * said next to the buttons (a status message), where focus stays.
 */
export function RecoveryCodeActions({ codes, username }: { codes: readonly string[]; username: string }) {
  const [done, setDone] = useState<string | null>(null);
  const text = [st('auth.recoveryCodes.fileHeading', { username }), '', ...codes, ''].join('\n');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setDone(st('auth.recoveryCodes.copied'));
    } catch {
      setDone(st('auth.recoveryCodes.copyFailed'));
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `efile-recovery-codes-${username}.txt`;
    link.click();
    URL.revokeObjectURL(url);
    setDone(st('auth.recoveryCodes.downloaded'));
  };
  return (
    <div className="margin-bottom-2">
      <div className="usa-button-group">
        <button type="button" className="usa-button usa-button--outline" onClick={() => void copy()}>
          {st('auth.recoveryCodes.copy')}
        </button>
        <button type="button" className="usa-button usa-button--outline" onClick={download}>
          {st('auth.recoveryCodes.download')}
        </button>
      </div>
      <p role="status" className="margin-top-1" data-testid="recovery-codes-status">
        {done ?? ''}
      </p>
    </div>
  );
}
