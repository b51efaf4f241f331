// `npm start`: builds the SPA only when its inputs changed since the last build. The stamp in
// apps/web/dist holds a hash of every input file (path and content); `npm run build` always builds.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const inputs = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/staff.html',
  'apps/web/vite.config.ts',
  'apps/web/vite.staff.config.ts',
  'apps/web/build',
  'apps/web/public',
  'apps/web/scripts',
  'apps/web/package.json',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'packages/tax/src',
  'package-lock.json',
];
const stamp = path.join(root, 'apps/web/dist/.build-stamp');

function files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .filter((d) => d.name !== 'node_modules' && !(entry === 'apps/web/public' && d.name === 'uswds'))
    .flatMap((d) => files(path.join(entry, d.name)));
}

const hash = createHash('sha256');
for (const file of inputs.flatMap(files).sort()) {
  hash
    .update(file)
    .update('\0')
    .update(readFileSync(path.join(root, file)))
    .update('\0');
}
const digest = hash.digest('hex');
const built = ['index.html', 'staff.html'].every((page) =>
  existsSync(path.join(root, 'apps/web/dist', page)),
);
if (built && existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === digest) {
  console.log('web app up to date (apps/web/dist): not rebuilding; `npm run build` forces a build');
} else {
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, `${digest}\n`);
}
