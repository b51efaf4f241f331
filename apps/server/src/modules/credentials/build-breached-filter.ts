/**
 * Builds breached-passwords.bloom from a password list, one a line (see breached-passwords.md):
 *   npx tsx apps/server/src/modules/credentials/build-breached-filter.ts <list.txt> [falsePositiveRate]
 * Entries are trimmed and lower-cased; those of 5 to 25 characters are kept (shorter ones can
 * neither be a password nor the word a password is built on, see password-policy.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { BloomFilter } from './bloom-filter';

const [listPath, rate = '0.001'] = process.argv.slice(2);
if (!listPath) throw new Error('usage: build-breached-filter.ts <list.txt> [falsePositiveRate]');
const entries = new Set(
  readFileSync(listPath, 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter((line) => [...line].length >= 5 && [...line].length <= 25),
);
const filter = BloomFilter.create(entries.size, Number(rate));
for (const entry of entries) filter.add(entry);
const out = new URL('./breached-passwords.bloom', import.meta.url);
writeFileSync(out, filter.toBuffer());
console.log(`${entries.size} entries, m=${filter.m} bits, k=${filter.k}, p=${filter.falsePositiveRate}`);
