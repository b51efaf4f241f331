import { describe, expect, it } from 'vitest';
import { en } from './locales/en/shell';
import { featureCatalogues, NAMESPACES } from './features';

/**
 * Issue 24 item 7: the words a taxpayer may not know are listed in the glossary (`en.glossary`)
 * with what they mean. Every taxpayer-facing catalogue text that uses one must say what it means
 * in the same text, or stand next to a text that does (`BESIDE`: a field's label and its hint, a
 * spec heading kept exactly and the plain sentence under it). The console's texts are staff-facing.
 */
const BESIDE: Record<string, string> = {
  // The registration field keeps its name; its hint says "Your Social Security number".
  'registration.fields.federalId': 'registration.fields.federalIdHint',
  // Field names in the server's messages, shown under that same field.
  'problems.fields.federalId': 'registration.fields.federalIdHint',
  'problems.fields.taxpayerFederalId': 'registration.fields.federalIdHint',
  // Spec §2's exact heading, with the plain sentence under it.
  'businesses.noTaxpayerHeading': 'businesses.noTaxpayerBefore',
};

type Texts = Record<string, string>;

function flatten(value: unknown, path: string, into: Texts): Texts {
  if (typeof value === 'string') into[path] = value;
  else if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${path}.${i}`, into));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) flatten(v, path ? `${path}.${key}` : key, into);
  return into;
}

async function taxpayerTexts(): Promise<Texts> {
  const texts = flatten({ ...en, glossary: undefined }, '', {});
  for (const name of NAMESPACES) flatten(await featureCatalogues[name](), name, texts);
  return texts;
}

const uses = (text: string, term: string) =>
  new RegExp(`(^|[^A-Za-z-])${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z-])`, 'i').test(text);

describe('plain words (issue 24 item 7)', () => {
  const terms = Object.values(en.glossary);

  it('lists the jargon words with their meaning', () => {
    expect(terms.map((t) => t.term)).toEqual([
      'Federal ID',
      'Schedule C',
      'K-1',
      'allocation',
      'ORC',
      'No Taxpayers for User',
    ]);
  });

  it('every taxpayer-facing text using a listed word says what it means, or stands beside a text that does', async () => {
    const texts = await taxpayerTexts();
    const unexplained: string[] = [];
    for (const [key, text] of Object.entries(texts)) {
      for (const { term, means } of terms) {
        if (!uses(text, term)) continue;
        const explained = text.toLowerCase().includes(means.toLowerCase());
        const beside =
          BESIDE[key] !== undefined && texts[BESIDE[key]]?.toLowerCase().includes(means.toLowerCase());
        if (!explained && !beside) unexplained.push(`${key}: “${text}” uses “${term}” without “${means}”`);
      }
    }
    expect(unexplained).toEqual([]);
  });

  it('fails on a text that uses a listed word bare', () => {
    const bare = 'Rental or K-1 income';
    const k1 = en.glossary.k1;
    expect(uses(bare, k1.term) && !bare.includes(k1.means)).toBe(true);
  });
});
