/**
 * The e-mails' layout: a message (`messages.ts`, its words from `locales/<lang>/mail.ts`) as a
 * subject, a plain-text part and an HTML part built from the same paragraphs. Values are escaped
 * for the HTML part.
 */
import { DEFAULT_LANGUAGE, type Language } from '../../lib/i18n';
import { messages, writerFor, type MailWords } from './messages';

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

export type MailTemplate = keyof typeof messages;
export type MailParams<T extends MailTemplate> = Parameters<(typeof messages)[T]>[0];

/** A message in `lang`, laid out as text and HTML. */
export function renderMail<T extends MailTemplate>(
  template: T,
  params: MailParams<T>,
  lang: Language = DEFAULT_LANGUAGE,
): RenderedMail {
  const build = messages[template] as (p: MailParams<T>, w: ReturnType<typeof writerFor>) => MailWords;
  return layout(lang, build(params, writerFor(lang)));
}

/** Every message, in a language (the outbox renders when it queues, in the recipient's). */
export const mailCatalogue = Object.fromEntries(
  Object.keys(messages).map((t) => [
    t,
    (p: never, lang?: Language) => renderMail(t as MailTemplate, p, lang),
  ]),
) as { readonly [T in MailTemplate]: (p: MailParams<T>, lang?: Language) => RenderedMail };
