// Copies the few USWDS images the compiled styles reference into public/uswds/img,
// so the Sass build can point $theme-image-path at a same-origin path.
import { cpSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const from = fileURLToPath(new URL('../../../node_modules/@uswds/uswds/dist/img/', import.meta.url));
const to = fileURLToPath(new URL('../public/uswds/img/', import.meta.url));
mkdirSync(to, { recursive: true });
for (const dir of ['usa-icons', 'usa-icons-bg']) cpSync(from + dir, to + dir, { recursive: true });
for (const file of ['close.svg', 'checkbox-indeterminate.svg', 'correct8.svg', 'loader.svg']) {
  try {
    cpSync(from + file, to + file);
  } catch {
    // not every USWDS release ships every image
  }
}
