/**
 * The contracts' messages with every language's words registered (ADR 0054, 0056): what the server
 * imports, and the tests. The web imports `./message-core.ts` and loads a language's words when it
 * needs them, so an English first visit carries no Spanish.
 */
import { addMessages, MESSAGE_LANGUAGES, type MessageCatalogue, type MessageLanguage } from './message-core';
import { en } from './locales/en';
import { es } from './locales/es';

export * from './message-core';

/** Every language's catalogue: a missing or extra key in one fails the type check here. */
export const messageCatalogues: Record<MessageLanguage, MessageCatalogue> = { en, es };

for (const lang of MESSAGE_LANGUAGES) addMessages(lang, messageCatalogues[lang]);
