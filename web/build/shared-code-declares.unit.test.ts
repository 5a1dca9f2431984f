import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';

// vite.config.ts marks the shared code the web imports (`modules/`, `lib/`, and `web/lib/`, which
// the pattern also takes) free of side effects: an import whose bindings go unread is dropped, with
// whatever the file did on load. This holds only while no such file acts on import.

const root = path.resolve(import.meta.dirname, '../..');
const declaring = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ExportDefaultDeclaration',
  'VariableDeclaration',
  'FunctionDeclaration',
  'ClassDeclaration',
  'TSTypeAliasDeclaration',
  'TSInterfaceDeclaration',
  'TSEnumDeclaration',
  'TSModuleDeclaration',
]);

const tsFiles = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => path.join(dir, f))
    : [];

/** What the web can reach: the contracts, `lib/`, `web/lib/`, and the files of `modules/` they import. */
function webReach(): string[] {
  const modules = path.join(root, 'modules');
  const contracts = fs
    .readdirSync(modules)
    .flatMap((m) => [path.join(modules, m, 'contract.ts'), ...tsFiles(path.join(modules, m, 'contract'))]);
  const queue = [...contracts, ...tsFiles(path.join(root, 'lib')), ...tsFiles(path.join(root, 'web/lib'))].filter((f) =>
    fs.existsSync(f),
  );
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
      const target = path.resolve(path.dirname(file), spec!);
      const found = [`${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts'), target].find(
        (f) => fs.existsSync(f) && fs.statSync(f).isFile(),
      );
      if (found && /\/(modules|lib)\//.test(found)) queue.push(found);
    }
  }
  return [...seen];
}

describe('the shared code the web imports only declares', () => {
  it('has no statement that runs for an effect when a file loads', () => {
    const files = webReach();
    expect(files.length).toBeGreaterThan(50);
    const acting = files.flatMap((file) =>
      parseSync(file, fs.readFileSync(file, 'utf8'))
        .program.body.filter((s) => !declaring.has(s.type))
        .map((s) => `${path.relative(root, file)}: ${s.type}`),
    );
    expect(acting).toEqual([]);
  });
});
