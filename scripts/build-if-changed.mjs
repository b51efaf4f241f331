// `npm start`: builds the SPA only when its inputs changed since the last build. The stamp in
// apps/web/dist holds a hash of every input file (path and content); `npm run build` always builds.
// Issue 24 item 8: the first line says what is happening; the build's own output (its progress and
// the bundler's notices) is kept off the screen and shown only if the build fails.
import { spawnSync } from 'node:child_process';
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
  const started = Date.now();
  process.stdout.write(
    built
      ? 'Starting eFile: the web app changed, building it again (about a minute)…'
      : 'Starting eFile: building the web app first (the first start takes about a minute)…',
  );
  const build = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  if (build.status !== 0) {
    process.stdout.write(' failed:\n');
    process.stderr.write(`${build.stdout ?? ''}${build.stderr ?? ''}`);
    process.exit(build.status ?? 1);
  }
  process.stdout.write(` done (${Math.round((Date.now() - started) / 1000)} s)\n`);
  writeFileSync(stamp, `${digest}\n`);
}
