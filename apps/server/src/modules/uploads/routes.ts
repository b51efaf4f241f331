import { createHash } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  formIdParam,
  ProblemCode,
  uploadedFile,
  uploadedFiles,
  uploadLink,
  type UploadedFile,
  type UploadLink,
} from '@efile/contracts';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { hashToken } from '../../lib/tokens';
import { bearerToken, filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { find1099, findW2 } from '../annual-return';
import { ACCEPTED, cleanName } from './content-check';
import * as repo from './repository';
import { FilesystemStore, newStorageKey, S3Store, type UploadStore } from './storage';
import { say, text, type Text } from '../../lib/i18n';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TYPES_TEXT = text('problems.uploadTypes');
const MISMATCH = text('problems.uploadContentMismatch');
const MINUTE = 60_000;

const invalid = (status: number, detail: string | Text, file: string | Text = detail) =>
  new ProblemError(status, ProblemCode.Validation, { detail, errors: { file } });

const dto = (row: repo.UploadRow): UploadedFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  type: row.contentType,
  w2Id: row.w2Id,
  form1099Id: row.form1099Id,
});

/** A multipart body whose boundary is missing or wrong is the client's mistake: 400, not 500. */
async function filePart(request: FastifyRequest): Promise<MultipartFile | undefined> {
  try {
    return await request.file();
  } catch (error) {
    const code = (error as { code?: string; statusCode?: number }).statusCode;
    if (code && code >= 500) throw error;
    throw invalid(400, text('problems.uploadNotMultipart'), text('problems.fieldRequired'));
  }
}

/** The multipart fields sent before the file: the W-2 or 1099 it belongs to. */
function linkOf(part: MultipartFile): UploadLink {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    if (name === 'file' || !field || Array.isArray(field) || field.type !== 'field') continue;
    values[name] = field.value;
  }
  const parsed = uploadLink.safeParse(values);
  if (!parsed.success) {
    throw invalid(400, parsed.error.issues[0]?.message ?? text('problems.uploadLinkRequired'), 'link');
  }
  return parsed.data;
}

export function createStore(store: FastifyInstance['deps']['config']['uploads']['store']): UploadStore {
  return store.kind === 's3' ? new S3Store(store) : new FilesystemStore(store.dir);
}

/**
 * POST /api/file-upload (spec §7): one file in the multipart field `file`, optionally linked to a
 * W-2 (`w2Id`) or 1099 (`form1099Id`) of the filer's own annual return; the bytes go to the upload
 * store, not the database. Each user has a rate limit and a quota of files and bytes (issue 11).
 * GET lists the filer's files, GET /:id returns one, DELETE /:id removes one.
 */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  const db = database.db;
  const limits = config.uploads;
  const store = createStore(limits.store);
  const tags = ['files'];

  /** Refuses the upload when the user is over their rate or quota (with `adding` more bytes). */
  async function checkAllowance(tx: Tx, userId: number, adding: number) {
    const now = clock.now();
    const used = await repo.usage(tx, userId, new Date(now.getTime() - MINUTE));
    if (used.recent >= limits.ratePerMinute) {
      throw new ProblemError(429, ProblemCode.TooManyAttempts, { retryAfterSeconds: 60 });
    }
    if (used.files + 1 > limits.quotaFiles || used.bytes + adding > limits.quotaBytes) {
      const mb = Math.floor(limits.quotaBytes / (1024 * 1024));
      throw invalid(413, text('problems.uploadQuota', { files: limits.quotaFiles, mb }));
    }
    return now;
  }

  /** The W-2 or 1099 must be on the filer's own annual return. */
  async function checkLink(link: UploadLink, taxpayerId: string) {
    const item = link.w2Id
      ? await findW2(db, link.w2Id)
      : link.form1099Id
        ? await find1099(db, link.form1099Id)
        : null;
    if (item === null) return;
    if (!item) throw new ProblemError(404, ProblemCode.NotFound);
    if (item.form.taxpayerId !== taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
  }

  /** The filer's own file, or 404 / not authorized. */
  async function ownFile(request: FastifyRequest, id: number) {
    const filer = filerOf(request);
    const row = await repo.find(db, id);
    if (!row) throw new ProblemError(404, ProblemCode.NotFound);
    if (row.taxpayerId !== filer.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
    return { filer, row };
  }

  /** Attempts (refused ones too) per session, before the body is read; accepted files per user below. */
  const attempts = {
    rateLimit: {
      max: limits.ratePerMinute * 2,
      timeWindow: MINUTE,
      keyGenerator: (request: FastifyRequest) => {
        const token = bearerToken(request);
        return token ? `upload:${hashToken(token)}` : `upload-ip:${request.ip}`;
      },
    },
  };

  r.post(
    api.fileUpload,
    {
      config: attempts,

      schema: { tags, consumes: ['multipart/form-data'], response: { 201: uploadedFile } },
    },
    async (request, reply) => {
      const filer = filerOf(request);
      if (!request.isMultipart()) {
        throw invalid(400, text('problems.uploadNotMultipart'), text('problems.fieldRequired'));
      }
      // Over the rate or quota: refused before a byte of the file is read.
      await checkAllowance(db, filer.userId, 1);
      const part = await filePart(request);
      if (!part || part.fieldname !== 'file')
        throw invalid(400, text('problems.uploadChooseFile'), text('problems.fieldRequired'));
      const link = linkOf(part);
      const check = ACCEPTED[part.mimetype];
      if (!check) throw invalid(415, TYPES_TEXT);
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        content = Buffer.alloc(0);
      }
      if (part.file.truncated) throw invalid(413, text('problems.uploadTooLarge'));
      if (content.length === 0) throw invalid(400, text('problems.uploadEmpty'));
      if (!check(content)) {
        throw invalid(
          400,
          text('problems.uploadNotWhatItClaims', { type: part.mimetype, types: say('problems.uploadTypes') }),
          MISMATCH,
        );
      }
      await checkLink(link, filer.taxpayerId);
      const storageKey = newStorageKey();
      await store.put(storageKey, content, part.mimetype);
      try {
        const row = await db.transaction(async (tx) => {
          await repo.lockUser(tx, filer.userId);
          const now = await checkAllowance(tx, filer.userId, content.length);
          const inserted = await repo.insert(tx, {
            taxpayerId: filer.taxpayerId,
            userId: filer.userId,
            name: cleanName(part.filename),
            contentType: part.mimetype,
            size: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
            storageKey,
            w2Id: link.w2Id ?? null,
            form1099Id: link.form1099Id ?? null,
            createdAt: now,
          });
          const details = { fileId: inserted.id, size: content.length, type: part.mimetype, ...link };
          await audit(tx, request, { action: 'file.uploaded', ...filer, details }, now);
          return inserted;
        });
        return reply.code(201).send(dto(row));
      } catch (error) {
        await store.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },
  );

  r.get(
    api.fileUpload,
    {
      schema: { tags, querystring: uploadLink, response: { 200: uploadedFiles } },
    },
    async (request) => {
      const filer = filerOf(request);
      return { files: (await repo.list(db, filer.taxpayerId, request.query)).map(dto) };
    },
  );

  r.get(api.fileUploadById, { schema: { tags, params: formIdParam } }, async (request, reply) => {
    const { row } = await ownFile(request, request.params.id);
    const bytes = row.storageKey
      ? await store.get(row.storageKey)
      : row.content
        ? Buffer.from(row.content)
        : undefined;
    if (!bytes) throw new ProblemError(404, ProblemCode.NotFound);
    return reply
      .type(row.contentType)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(row.name)}`)
      .header('cache-control', 'no-store')
      .send(bytes);
  });

  r.delete(api.fileUploadById, { schema: { tags, params: formIdParam } }, async (request, reply) => {
    const { filer, row } = await ownFile(request, request.params.id);
    await db.transaction(async (tx) => {
      await repo.remove(tx, row.id);
      await audit(
        tx,
        request,
        { action: 'file.deleted', ...filer, details: { fileId: row.id } },
        clock.now(),
      );
    });
    if (row.storageKey) await store.delete(row.storageKey);
    return reply.code(204).send();
  });
}
