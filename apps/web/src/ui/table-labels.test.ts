import { describe, expect, it } from 'vitest';
import { labelTableCells } from './table-cell-labels';

function table(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('labelTableCells', () => {
  it('names each body cell after its column header, row headers too', () => {
    const root = table(`<table class="usa-table">
      <thead><tr><th>Quarter</th><th>Due <span>date</span></th><th><span class="usa-sr-only">Actions</span></th></tr></thead>
      <tbody><tr><th scope="row">1</th><td>2026-04-15</td><td><button>Edit</button></td></tr></tbody>
    </table>`);
    labelTableCells(root);
    const cells = Array.from(root.querySelectorAll('tbody tr > *'));
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Quarter', 'Due date', 'Actions']);
  });

  it('follows column spans, keeps a label a screen wrote and skips columns with no name', () => {
    const root = table(`<table class="usa-table">
      <thead><tr><th colspan="2">Amount</th><th></th></tr></thead>
      <tbody><tr><td>a</td><td data-label="Own">b</td><td>c</td></tr></tbody>
    </table>`);
    labelTableCells(root);
    const cells = Array.from(root.querySelectorAll('td'));
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['Amount', 'Own', null]);
  });

  it('leaves tables that are not USWDS tables alone', () => {
    const root = table('<table><thead><tr><th>X</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>');
    labelTableCells(root);
    expect(root.querySelector('td')?.hasAttribute('data-label')).toBe(false);
  });
});
