/** Marks a `data-label` this module wrote (one a screen wrote itself is left alone). */
const AUTO = 'data-label-auto';

/**
 * Names each body cell of the USWDS tables under `root` after its column's header, as
 * `data-label`, so that on narrow screens the stylesheet can stack a table's rows (WCAG 1.4.10
 * Reflow) and still say what each value is.
 */
export function labelTableCells(root: ParentNode): void {
  for (const table of root.querySelectorAll<HTMLTableElement>('table.usa-table')) {
    const header = table.tHead?.rows[0];
    if (!header) continue;
    const names: string[] = [];
    for (const th of Array.from(header.cells)) {
      const name = (th.textContent ?? '').replace(/\s+/g, ' ').trim();
      for (let i = 0; i < Math.max(1, th.colSpan); i += 1) names.push(name);
    }
    for (const body of Array.from(table.tBodies)) {
      for (const row of Array.from(body.rows)) {
        let column = 0;
        for (const cell of Array.from(row.cells)) {
          const name = names[column] ?? '';
          column += Math.max(1, cell.colSpan);
          if (cell.hasAttribute('data-label') && !cell.hasAttribute(AUTO)) continue;
          if (!name) {
            cell.removeAttribute('data-label');
            cell.removeAttribute(AUTO);
          } else if (cell.getAttribute('data-label') !== name) {
            cell.setAttribute('data-label', name);
            cell.setAttribute(AUTO, '');
          }
        }
      }
    }
  }
}
