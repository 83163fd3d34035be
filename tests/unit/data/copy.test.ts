/**
 * Every piece of copy in src/data, found by walking the exports of each of its modules: no
 * string is empty, untrimmed or a placeholder, and every dual-mode text (an object with a faith or
 * secular string) has exactly its two wordings.
 */
import { describe, expect, it } from 'vitest';

const MODULES = import.meta.glob<Record<string, unknown>>('../../../src/data/**/*.ts', { eager: true });

const strings: [string, string][] = [];
const dualTexts: [string, Record<string, unknown>][] = [];
const seen = new Set<unknown>();

function walk(value: unknown, path: string): void {
  if (typeof value === 'string') strings.push([path, value]);
  if (typeof value !== 'object' || value === null || seen.has(value)) return;
  seen.add(value);
  const record = value as Record<string, unknown>;
  if (typeof record.faith === 'string' || typeof record.secular === 'string') dualTexts.push([path, record]);
  for (const [key, child] of Object.entries(value)) walk(child, `${path}.${key}`);
}

for (const [file, module] of Object.entries(MODULES))
  for (const [name, value] of Object.entries(module))
    walk(value, `${file.replace(/^.*src\/data\//, '')}:${name}`);

describe('the copy in src/data', () => {
  it('is found', () => {
    expect(strings.length).toBeGreaterThan(1000);
    expect(dualTexts.length).toBeGreaterThan(100);
  });

  it.each(strings)('%s is trimmed, not empty and no placeholder', (_path, text) => {
    expect(text).toBe(text.trim());
    expect(text).not.toBe('');
    expect(text).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|placeholder/i);
  });

  it.each(dualTexts)('%s has both wordings', (_path, text) => {
    expect(Object.keys(text).sort()).toEqual(['faith', 'secular']);
    expect(typeof text.faith).toBe('string');
    expect(typeof text.secular).toBe('string');
  });
});
