// Copies the USWDS images and fonts the compiled styles reference into public/uswds, so the
// Sass build can point $theme-image-path and $theme-font-path at same-origin paths that exist
// when Vite builds (no "didn't resolve at build time") and when the browser asks (no 404).
import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const dist = fileURLToPath(new URL('../../../node_modules/@uswds/uswds/dist/', import.meta.url));
const to = fileURLToPath(new URL('../public/uswds/', import.meta.url));

const images = `${to}img/`;
mkdirSync(images, { recursive: true });
for (const dir of ['usa-icons', 'usa-icons-bg'])
  cpSync(`${dist}img/${dir}`, images + dir, { recursive: true });
for (const file of [
  'close.svg',
  'checkbox-indeterminate.svg',
  'checkbox-indeterminate-alt.svg',
  'correct8.svg',
  'correct8-alt.svg',
  'loader.svg',
  'icon-dot-gov.svg',
  'icon-https.svg',
]) {
  try {
    cpSync(`${dist}img/${file}`, images + file);
  } catch {
    // not every USWDS release ships every image
  }
}

// Only the monospace face is a web font (sans and serif are system fonts, see styles/index.scss),
// and the compiled @font-face rules name only its woff2 files.
const fonts = `${to}fonts/roboto-mono/`;
mkdirSync(fonts, { recursive: true });
for (const file of readdirSync(`${dist}fonts/roboto-mono`)) {
  if (file.endsWith('.woff2')) cpSync(`${dist}fonts/roboto-mono/${file}`, fonts + file);
}
