/** The English catalogue: the reference every language's catalogue follows key for key (ADR 0054). */
import { mail } from './mail';
import { pdf } from './pdf';
import { problems, titles } from './problems';

export const en = { titles, problems, pdf, mail } as const;
