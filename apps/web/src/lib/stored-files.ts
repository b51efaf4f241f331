/**
 * Spec §3/§4 "Stored files": the files a person attached on this device, kept in session
 * storage per key 'x:y' (say 'w2:3': the form item and its id) as name, size, type and data
 * (a data: URL), renamed when a name repeats under a key. Signing out and the inactivity logout
 * clear session storage, and with it these files.
 */
export interface StoredFile {
  name: string;
  size: number;
  type: string;
  data: string;
}

export const storedFilesKey = (x: string, y: string | number) => `${x}:${y}`;

export function listStoredFiles(key: string): StoredFile[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? (parsed as StoredFile[]) : [];
  } catch {
    return [];
  }
}

/** 'W-2.pdf' → 'W-2 (1).pdf' → 'W-2 (2).pdf' … until no stored file of the key has the name. */
export function uniqueName(name: string, taken: readonly string[]): string {
  if (!taken.includes(name)) return name;
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n += 1) {
    const candidate = `${stem} (${n})${ext}`;
    if (!taken.includes(candidate)) return candidate;
  }
}

/** Keeps a file under a key (renamed on a duplicate name) and returns it as kept. */
export function storeFile(key: string, file: StoredFile): StoredFile {
  const files = listStoredFiles(key);
  const kept = {
    ...file,
    name: uniqueName(
      file.name,
      files.map((f) => f.name),
    ),
  };
  sessionStorage.setItem(key, JSON.stringify([...files, kept]));
  return kept;
}

export function removeStoredFile(key: string, name: string): void {
  const rest = listStoredFiles(key).filter((f) => f.name !== name);
  if (rest.length === 0) sessionStorage.removeItem(key);
  else sessionStorage.setItem(key, JSON.stringify(rest));
}

/** A browser File as a StoredFile (its content as a data: URL). */
export function readAsStoredFile(file: File): Promise<StoredFile> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.onload = () =>
      resolve({ name: file.name, size: file.size, type: file.type, data: String(reader.result) });
    reader.readAsDataURL(file);
  });
}
