import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sha256Hex, signRequest } from './sigv4';
import type { S3Settings } from '../../lib/s3-settings';

/**
 * Where uploaded file bytes live (issue 11): outside the database's hot tables. The row in
 * `uploaded_files` keeps the name, type, size, hash and this store's key.
 */
export interface UploadStore {
  readonly kind: 'filesystem' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or undefined when the key is unknown. */
  get(key: string): Promise<Buffer | undefined>;
  delete(key: string): Promise<void>;
}

/** A new random object key, fanned out by its first characters ('ab/cd/abcd…'). */
export function newStorageKey(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id.slice(2, 4)}/${id}`;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/;
function checkKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error('upload store: malformed key');
  return key;
}

/**
 * One folder on local disk (the default; one node, or a shared volume). A file is written to a
 * temporary name, flushed to disk and renamed, so a reader never sees half of one.
 */
export class FilesystemStore implements UploadStore {
  readonly kind = 'filesystem';

  constructor(readonly root: string) {}

  private file(key: string): string {
    return path.join(this.root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Buffer, _contentType?: string): Promise<void> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temp = `${target}.${randomBytes(4).toString('hex')}.part`;
    const handle = await open(temp, 'wx', 0o600);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

export type { S3Settings };

/**
 * An S3-compatible object store for many API nodes: path-style PUT/GET/DELETE object requests
 * signed with AWS Signature Version 4 (no SDK). Objects are written with server-side encryption
 * requested (AES256) and their SHA-256 checked by the store (x-amz-content-sha256).
 */
export class S3Store implements UploadStore {
  readonly kind = 's3';

  constructor(
    private readonly settings: S3Settings,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The signed request for one object (exposed for tests of the signing). */
  request(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, contentType?: string) {
    const base = this.settings.endpoint.replace(/\/+$/, '');
    const objectKey = [this.settings.prefix?.replace(/^\/+|\/+$/g, ''), checkKey(key)]
      .filter(Boolean)
      .join('/');
    const url = new URL(`${base}/${this.settings.bucket}/${objectKey}`);
    const extra: Record<string, string> = {};
    if (method === 'PUT') {
      extra['content-type'] = contentType ?? 'application/octet-stream';
      extra['x-amz-server-side-encryption'] = 'AES256';
    }
    const headers = signRequest({
      method,
      url,
      headers: extra,
      payloadHash: sha256Hex(body ?? ''),
      region: this.settings.region,
      service: 's3',
      credentials: this.settings.credentials,
      at: this.now(),
    });
    delete headers.host; // fetch sets it from the URL
    return { url, headers };
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer, type?: string) {
    const { url, headers } = this.request(method, key, body, type);
    return this.fetchImpl(url, {
      method,
      headers,
      ...(body ? { body: new Uint8Array(body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, bytes, contentType);
    if (!res.ok) throw new Error(`upload store: S3 PUT answered ${res.status}`);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const res = await this.send('GET', key);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new Error(`upload store: S3 GET answered ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new Error(`upload store: S3 DELETE answered ${res.status}`);
  }
}
