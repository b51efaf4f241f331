import { z } from 'zod';
import { LANGUAGES } from './shell';

/** PUT /api/account/language (ours, issue 26): the signed-in user's language for e-mails and PDFs. */
export const languageChoice = z.strictObject({ language: z.enum(LANGUAGES) });
export type LanguageChoice = z.infer<typeof languageChoice>;
