/**
 * The e-mails' layout: a message's words (`locales/<lang>/mail.ts`) as a subject, a plain-text part
 * and an HTML part built from the same paragraphs. Values are escaped for the HTML part.
 */
import { DEFAULT_LANGUAGE, wordsOf, type Language } from '../../lib/i18n';
import type { mail, MailWords } from '../../locales/en/mail';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(lang: Language, { subject, blocks, footer }: MailWords): RenderedMail {
  const text = [...blocks, footer]
    .map((b) => (typeof b === 'string' ? b : `${b.label}:\n${b.link}`))
    .join('\n\n');
  const body = blocks
    .map((b) =>
      typeof b === 'string'
        ? `<p>${escape(b)}</p>`
        : `<p><a href="${escape(b.link)}">${escape(b.label)}</a></p>`,
    )
    .join('\n');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escape(subject)}</title></head><body>${body}<hr><p><small>${escape(footer)}</small></p></body></html>`;
  return { subject, text: `${text}\n`, html };
}

export type MailTemplate = keyof typeof mail;
export type MailParams<T extends MailTemplate> = Parameters<(typeof mail)[T]>[0];

/** A message in `lang`, laid out as text and HTML. */
export function renderMail<T extends MailTemplate>(
  template: T,
  params: MailParams<T>,
  lang: Language = DEFAULT_LANGUAGE,
): RenderedMail {
  const words = wordsOf(lang).mail[template] as (p: MailParams<T>) => MailWords;
  return layout(lang, words(params));
}

/** Every message, in a language (the outbox renders when it queues, in the recipient's). */
export const mailCatalogue = Object.fromEntries(
  Object.keys(wordsOf(DEFAULT_LANGUAGE).mail).map((t) => [
    t,
    (p: never, lang?: Language) => renderMail(t as MailTemplate, p, lang),
  ]),
) as { readonly [T in MailTemplate]: (p: MailParams<T>, lang?: Language) => RenderedMail };
