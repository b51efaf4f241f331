/** The English catalogue: the reference every language's catalogue follows key for key (ADR 0054). */
import { mail } from './mail';
import { pdf } from './pdf';
import { problems, titles } from './problems';
import { values } from './values';

export const en = { titles, problems, pdf, mail, values } as const;
