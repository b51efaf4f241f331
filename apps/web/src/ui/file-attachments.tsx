import { useId, useState, type ChangeEvent } from 'react';
import { api } from '@efile/contracts';
import { t } from '../i18n';
import { apiFetch } from '../lib/http';
import { problemMessage } from '../lib/problem-message';
import { listStoredFiles, readAsStoredFile, removeStoredFile, storeFile } from '../lib/stored-files';
import { FormGroup } from './text-field';

const ACCEPT = 'application/pdf,image/png,image/jpeg';

/** The W-2 or 1099 a file is a copy of: the server links each upload to it (issue 11). */
export type AttachmentLink = { w2Id: number } | { form1099Id: number };

/**
 * Sends one file to the server (POST /api/file-upload, checked and kept there, linked to the
 * item) and keeps it in session storage under `storageKey` (spec §3 stored files).
 */
export async function uploadAttachment(storageKey: string, link: AttachmentLink, file: File): Promise<void> {
  const form = new FormData();
  // Fields before the file: the server reads them with the file part.
  for (const [name, value] of Object.entries(link)) form.append(name, String(value));
  form.append('file', file);
  await apiFetch(api.fileUpload, { method: 'POST', body: form });
  storeFile(storageKey, await readAsStoredFile(file));
}

/**
 * Attach images or PDFs (of a W-2 or 1099) to an item, listed from session storage under
 * `storageKey` ('x:y'). A saved item (`link`) sends each file at once; an item not saved yet
 * holds the chosen files (`held`, `onHold`) and its form sends them after the save (issue 24
 * item 5: the control is offered when adding, not only under Edit).
 */
export function FileAttachments({
  storageKey,
  label,
  link,
  held = [],
  onHold,
  onUploaded,
}: {
  storageKey: string;
  label: string;
  link?: AttachmentLink;
  held?: readonly File[];
  onHold?: (files: File[]) => void;
  /** After a file is kept by the server (the list of items shows it). */
  onUploaded?: () => void;
}) {
  const id = useId();
  const [files, setFiles] = useState(() => listStoredFiles(storageKey));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    if (!link) {
      onHold?.([...held, chosen]);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await uploadAttachment(storageKey, link, chosen);
      setFiles(listStoredFiles(storageKey));
      onUploaded?.();
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
      hint={link ? t('files.hint') : `${t('files.hint')} ${t('files.sentOnSave')}`}
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
          {(files.length > 0 || held.length > 0) && (
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
              {held.map((f, i) => (
                <li key={`${f.name}:${i}`}>
                  {f.name} ({Math.ceil(f.size / 1024)} KB){' '}
                  <button
                    type="button"
                    className="usa-button usa-button--unstyled"
                    onClick={() => onHold?.(held.filter((_, j) => j !== i))}
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
