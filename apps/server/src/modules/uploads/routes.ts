import { createHash } from 'node:crypto';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { api, ProblemCode } from '@efile/contracts';
import { uploadedFiles } from '../../db/schema';
import { audit } from '../../lib/audit';
import { requireAuth } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';

/** What may be uploaded: W-2 and 1099 images or PDFs, recognised by their first bytes. */
const ACCEPTED: Record<string, (head: Buffer) => boolean> = {
  'application/pdf': (b) => b.subarray(0, 5).toString('latin1') === '%PDF-',
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
};
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const TYPES_TEXT = 'Only PDF, PNG or JPEG files can be uploaded.';
const MISMATCH = 'The file’s content is not the PDF, PNG or JPEG its type says.';

/** The file's own name, without any folder, control characters or more than 100 characters. */
function cleanName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return (clean || 'upload').slice(-100);
}

export const uploadedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

/** POST /api/file-upload (spec §7): one file in the multipart field `file`. */
export default async function uploadRoutes(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });
  const { database, clock } = app.deps;

  app.post(
    api.fileUpload,
    { preHandler: app.authenticate, schema: { tags: ['files'], consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const auth = requireAuth(request);
      if (!auth.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
      if (!request.isMultipart()) {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: 'Send the file as multipart/form-data in the field "file".',
          errors: { file: 'is required' },
        });
      }
      // A missing, empty or wrong multipart boundary is the client's error, not a 500.
      const part = await request.file().catch((error: { statusCode?: number }) => {
        if (error.statusCode) throw error;
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: 'The upload is not a readable multipart/form-data body.',
          errors: { file: 'is required' },
        });
      });
      if (!part || part.fieldname !== 'file') {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: 'Choose a file to upload.',
          errors: { file: 'is required' },
        });
      }
      const check = ACCEPTED[part.mimetype];
      if (!check)
        throw new ProblemError(415, ProblemCode.Validation, {
          detail: TYPES_TEXT,
          errors: { file: TYPES_TEXT },
        });
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch {
        content = Buffer.alloc(0);
      }
      if (part.file.truncated) {
        throw new ProblemError(413, ProblemCode.Validation, {
          detail: 'The file must be at most 5 MB.',
          errors: { file: 'The file must be at most 5 MB.' },
        });
      }
      if (content.length === 0) {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: 'The file is empty.',
          errors: { file: 'The file is empty.' },
        });
      }
      if (!check(content)) {
        throw new ProblemError(400, ProblemCode.Validation, {
          detail: `The file's content is not the ${part.mimetype} it claims to be. ${TYPES_TEXT}`,
          errors: { file: MISMATCH },
        });
      }
      const now = clock.now();
      const row = await database.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(uploadedFiles)
          .values({
            taxpayerId: auth.taxpayerId!,
            userId: auth.userId,
            name: cleanName(part.filename),
            contentType: part.mimetype,
            size: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
            content,
            createdAt: now,
          })
          .returning({
            id: uploadedFiles.id,
            name: uploadedFiles.name,
            size: uploadedFiles.size,
            type: uploadedFiles.contentType,
          });
        await audit(
          tx,
          request,
          {
            action: 'file.uploaded',
            userId: auth.userId,
            taxpayerId: auth.taxpayerId,
            details: { fileId: inserted!.id, size: content.length, type: part.mimetype },
          },
          now,
        );
        return inserted!;
      });
      return reply.code(201).send(row);
    },
  );
}
