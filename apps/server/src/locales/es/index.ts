/**
 * The Spanish catalogue (issue 26): English's namespaces and keys, in Spanish (ADR 0054); held to
 * the type `Catalogue` where lib/i18n.ts lists the catalogues.
 */
import { mail } from './mail';
import { pdf } from './pdf';
import { problems, titles } from './problems';
import { values } from './values';

export const es = { titles, problems, pdf, mail, values } as const;
