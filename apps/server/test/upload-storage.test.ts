import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sha256Hex, signRequest } from '../src/modules/uploads/sigv4';
import { FilesystemStore, newStorageKey, S3Store } from '../src/modules/uploads/storage';

describe('AWS Signature Version 4 (the S3 store signs its requests)', () => {
  it("matches the AWS test suite's get-vanilla vector", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      payloadHash: sha256Hex(''),
      region: 'us-east-1',
      service: 'service',
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      at: new Date('2015-08-30T12:36:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, ' +
        'SignedHeaders=host;x-amz-date, ' +
        'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
    );
  });

  it("matches the S3 documentation's GET Object example (Range, x-amz-content-sha256)", () => {
    const headers = signRequest({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
      region: 'us-east-1',
      service: 's3',
      credentials: {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      },
      at: new Date('2013-05-24T00:00:00Z'),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('the filesystem upload store', () => {
  it('writes, reads back and deletes files under fanned-out keys, leaving no partial files', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'efile-store-'));
    try {
      const store = new FilesystemStore(root);
      const key = newStorageKey();
      const bytes = randomBytes(64 * 1024);
      await store.put(key, bytes, 'application/pdf');
      expect((await store.get(key))!.equals(bytes)).toBe(true);
      const folder = path.join(root, ...key.split('/').slice(0, 2));
      expect(await readdir(folder)).toEqual([key.split('/')[2]]);
      expect((await stat(path.join(root, ...key.split('/')))).mode & 0o777).toBe(0o600);
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      await store.delete(key); // deleting twice is fine
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses keys that are not its own (no path traversal)', async () => {
    const store = new FilesystemStore(os.tmpdir());
    await expect(store.get('../../etc/passwd')).rejects.toThrow('malformed key');
    await expect(store.put('ab/cd/../../x', Buffer.from('x'), 'image/png')).rejects.toThrow('malformed key');
  });
});

describe('the S3 upload store', () => {
  const credentials = {
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  };

  /** An S3-like server that keeps objects and accepts only requests whose SigV4 signature it recomputes. */
  async function fakeS3() {
    const objects = new Map<string, Buffer>();
    const seen: string[] = [];
    const server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const url = new URL(req.url!, `http://${req.headers.host}`);
        const auth = String(req.headers.authorization ?? '');
        const signedNames = /SignedHeaders=([^,]+)/.exec(auth)?.[1]?.split(';') ?? [];
        const headers = Object.fromEntries(
          signedNames
            .filter((n) => !['host', 'x-amz-date'].includes(n))
            .map((n) => [n, String(req.headers[n])]),
        );
        const expected = signRequest({
          method: req.method!,
          url,
          headers,
          payloadHash: sha256Hex(body),
          region: 'us-east-1',
          service: 's3',
          credentials,
          at: new Date(
            String(req.headers['x-amz-date']).replace(
              /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/,
              '$1-$2-$3T$4:$5:$6Z',
            ),
          ),
        });
        seen.push(`${req.method} ${url.pathname}`);
        if (expected.authorization !== auth || req.headers['x-amz-content-sha256'] !== sha256Hex(body)) {
          res.writeHead(403).end('SignatureDoesNotMatch');
          return;
        }
        if (req.method === 'PUT') objects.set(url.pathname, body);
        if (req.method === 'DELETE') objects.delete(url.pathname);
        const found = objects.get(url.pathname);
        if (req.method === 'GET' && !found) return void res.writeHead(404).end();
        res.writeHead(req.method === 'DELETE' ? 204 : 200).end(req.method === 'GET' ? found : undefined);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return { endpoint: `http://127.0.0.1:${port}`, objects, seen, close: () => server.close() };
  }

  it('puts, gets and deletes objects path-style with signed requests, and a wrong secret is refused', async () => {
    const s3 = await fakeS3();
    try {
      const settings = {
        endpoint: s3.endpoint,
        region: 'us-east-1',
        bucket: 'efile-uploads',
        prefix: 'w2',
        credentials,
      };
      const store = new S3Store(settings);
      const key = newStorageKey();
      const bytes = randomBytes(1000);
      await store.put(key, bytes, 'image/png');
      expect(s3.seen).toEqual([`PUT /efile-uploads/w2/${key}`]);
      expect((await store.get(key))!.equals(bytes)).toBe(true);
      await store.delete(key);
      expect(await store.get(key)).toBeUndefined();
      const forged = new S3Store({ ...settings, credentials: { ...credentials, secretAccessKey: 'wrong' } });
      await expect(forged.put(newStorageKey(), bytes, 'image/png')).rejects.toThrow('S3 PUT answered 403');
    } finally {
      s3.close();
    }
  });
});
