import { accountSections } from './es/account';
import { formSections } from './es/forms';
import { helpSections } from './es/help';
import type { faq as english } from './en';
import type { Translation } from '../../../i18n/translation';

/**
 * The FAQ's words in Spanish (issue 26; the glossary is docs/glossary-es.md), its questions and
 * answers among them (`sections`, written in `es/account.ts`, `es/forms.ts`, `es/help.ts`).
 */
export const faq = {
  title: 'Preguntas frecuentes',
  intro:
    'Respuestas a preguntas comunes sobre eFile: cómo iniciar sesión, registrarse, y presentar y pagar en línea sus formularios del impuesto municipal sobre los ingresos.',
  topics: 'Temas',
  corrections:
    '¿Hay una respuesta incorrecta o desactualizada? Díganoslo en la página {link} para que podamos corregirla.',
  correctionsLink: 'Contáctenos',
  backToTopics: 'Volver a los temas',
  minimumAgeUnsure:
    'Si tiene dudas sobre qué regla le corresponde, [comuníquese con nosotros]({contactUs}) antes de presentar.',
  sections: [...accountSections, ...formSections, ...helpSections],
} as const satisfies Translation<typeof english>;
