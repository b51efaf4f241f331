import { z } from 'zod';
import { recordIdText } from './common';
import { msg } from './message-core';

/** An uploaded W-2 or 1099 image or PDF, as POST and GET /api/file-upload answer it. */
export const uploadedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** The W-2 or 1099 of the filer's annual return this file is a copy of. */
  w2Id: z.number().int().nullable(),
  form1099Id: z.number().int().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const uploadedFiles = z.object({ files: z.array(uploadedFile) });

/** Multipart fields sent before the file, and the list's filter: at most one of them. */
export const uploadLink = z
  .strictObject({
    w2Id: recordIdText().optional(),
    form1099Id: recordIdText().optional(),
  })
  .refine((v) => !(v.w2Id && v.form1099Id), { message: msg('messages.uploadOneLink') });
export type UploadLink = z.infer<typeof uploadLink>;
