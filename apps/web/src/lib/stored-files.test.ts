import { afterEach, describe, expect, it } from 'vitest';
import { listStoredFiles, removeStoredFile, storeFile, storedFilesKey, uniqueName } from './stored-files';

const file = (name: string) => ({
  name,
  size: 3,
  type: 'application/pdf',
  data: 'data:application/pdf;base64,AAAA',
});

describe('stored files (spec §3, §4)', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps files per x:y key in session storage', () => {
    const key = storedFilesKey('w2', 12);
    expect(key).toBe('w2:12');
    storeFile(key, file('W-2.pdf'));
    storeFile('w2:13', file('other.pdf'));
    expect(listStoredFiles(key).map((f) => f.name)).toEqual(['W-2.pdf']);
    expect(JSON.parse(sessionStorage.getItem('w2:12')!)).toHaveLength(1);
  });

  it('renames a duplicate name under the same key', () => {
    expect(storeFile('w2:1', file('W-2.pdf')).name).toBe('W-2.pdf');
    expect(storeFile('w2:1', file('W-2.pdf')).name).toBe('W-2 (1).pdf');
    expect(storeFile('w2:1', file('W-2.pdf')).name).toBe('W-2 (2).pdf');
    expect(uniqueName('scan', ['scan'])).toBe('scan (1)');
    removeStoredFile('w2:1', 'W-2 (1).pdf');
    expect(listStoredFiles('w2:1').map((f) => f.name)).toEqual(['W-2.pdf', 'W-2 (2).pdf']);
  });

  it('reads nothing from a damaged entry instead of failing', () => {
    sessionStorage.setItem('w2:9', '{not json');
    expect(listStoredFiles('w2:9')).toEqual([]);
  });
});
