import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ROUTER_EXPORTS from '../../build/router-exports.json';

const root = path.resolve(__dirname, '..', '..', '..');
const PARTS = ['shell', 'mfe-careers', 'mfe-activities', 'mfe-forms', 'shared'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value (not type-only) names imported from react-router or react-router-dom in `code`. */
function routerImports(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/import\s+(type\s+)?\{([^}]+)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const raw of (match[2] ?? '').split(',')) {
      const name = raw.trim().replace(/\s+as\s+.*/, '');
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

describe('router exports shared through federation', () => {
  it('cover every react-router import of every part', () => {
    const used = new Set<string>();
    for (const part of PARTS) {
      const dir = path.join(root, part, 'src');
      for (const file of sources(dir)) for (const name of routerImports(readFileSync(file, 'utf8'))) used.add(name);
    }
    const missing = [...used].filter((name) => !ROUTER_EXPORTS.includes(name));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(5);
  });

  it('detects a name outside the list', () => {
    expect(routerImports("import { Link, useMatches } from 'react-router-dom';")).toEqual(['Link', 'useMatches']);
    expect(routerImports("import type { LinkProps } from 'react-router-dom';")).toEqual([]);
  });
});
