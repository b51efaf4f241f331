import { useId, useState, type ChangeEvent } from 'react';
import { api } from '@efile/contracts';
import { t } from '../i18n';
import { apiFetch } from '../lib/http';
import { problemMessage } from '../lib/problem-message';
import { listStoredFiles, readAsStoredFile, removeStoredFile, storeFile } from '../lib/stored-files';
import { FormGroup } from './text-field';

const ACCEPT = 'application/pdf,image/png,image/jpeg';

/**
 * Attach images or PDFs (of a W-2 or 1099) to an item: each file is checked and kept by the
 * server (POST /api/file-upload, linked to the item), and listed from session storage under
 * `storageKey` ('x:y').
 */
export function FileAttachments({
  storageKey,
  label,
  link,
}: {
  storageKey: string;
  label: string;
  /** The W-2 or 1099 the files are copies of: the server links each upload to it (issue 11). */
  link?: { w2Id: number } | { form1099Id: number };
}) {
  const id = useId();
  const [files, setFiles] = useState(() => listStoredFiles(storageKey));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setBusy(true);
    setError(null);
    try {
      const form = new FormData();
      // Fields before the file: the server reads them with the file part.
      for (const [name, value] of Object.entries(link ?? {})) form.append(name, String(value));
      form.append('file', chosen);
      await apiFetch(api.fileUpload, { method: 'POST', body: form });
      storeFile(storageKey, await readAsStoredFile(chosen));
      setFiles(listStoredFiles(storageKey));
    } catch (failure) {
      setError(problemMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <FormGroup
      id={id}
      label={label}
      hint={t('files.hint')}
      error={error ?? undefined}
      announce
      control={(aria) => (
        <>
          <input
            className="usa-file-input__input"
            type="file"
            accept={ACCEPT}
            disabled={busy}
            {...aria}
            onChange={(e) => void onChange(e)}
          />
          {busy && <p className="usa-hint">{t('files.uploading')}</p>}
          {files.length > 0 && (
            <ul className="usa-list margin-top-1">
              {files.map((f) => (
                <li key={f.name}>
                  {f.name} ({Math.ceil(f.size / 1024)} KB){' '}
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={() => {
                      removeStoredFile(storageKey, f.name);
                      setFiles(listStoredFiles(storageKey));
                    }}
                  >
                    {t('files.remove', { name: f.name })}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    />
  );
}
