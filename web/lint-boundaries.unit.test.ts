import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules of web/README.md ('Feature boundaries', 'Hooks'), run through the project's own
// eslint.config.js: a deliberate violation fails `npm run lint`, the allowed forms pass.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The rules (of those checked here) that `code` breaks, as if it were the file `file`. */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.severity === 2 && /^(portal|react-hooks)\//.test(m.ruleId ?? ''))
    .map((m) => m.ruleId ?? '');
}

const uses = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

describe('feature boundary', () => {
  const inClients = 'web/features/clients/components/Example.tsx';
  const inRoutes = 'web/routes/_app/example.tsx';

  it('refuses a deep import into another feature, from a feature and from a route', async () => {
    expect(await broken(inClients, uses('../../meetings/components/PlanMeetingDialog'))).toEqual([
      'portal/feature-boundary',
    ]);
    expect(await broken(inClients, uses('../../meetings/rules/format'))).toEqual(['portal/feature-boundary']);
    expect(await broken(inRoutes, uses('../../features/meetings/api/meetings'))).toEqual(['portal/feature-boundary']);
    expect(await broken(inClients, `export { thing } from '../../packages/api/packages';\n`)).toEqual([
      'portal/feature-boundary',
    ]);
    expect(
      await broken(inClients, `export const later = () => import('../../audit/components/HistoryList');\n`),
    ).toEqual(['portal/feature-boundary']);
  });

  it("allows another feature's index.ts and the feature's own files", async () => {
    expect(await broken(inClients, uses('../../meetings'))).toEqual([]);
    expect(await broken(inClients, uses('../../meetings/index'))).toEqual([]);
    expect(await broken(inRoutes, uses('../../features/meetings'))).toEqual([]);
    expect(await broken(inClients, uses('../api/clients'))).toEqual([]);
    expect(await broken('web/features/partners/components/admin/Example.tsx', uses('../../rules/phone'))).toEqual([]);
    expect(await broken(inClients, uses('../../../components/ui/Button'))).toEqual([]);
  });

  it('keeps web/components free of features', async () => {
    expect(await broken('web/components/ui/Example.tsx', uses('../../features/meetings'))).toEqual([
      'portal/feature-boundary',
    ]);
  });
});

describe('hooks rules', () => {
  const file = 'web/features/clients/components/Example.tsx';

  it('refuses a hook called conditionally', async () => {
    const code = `import { useState } from 'react';
export function Example({ on }: { on: boolean }) {
  if (on) {
    const [n] = useState(0);
    return <p>{n}</p>;
  }
  return null;
}
`;
    expect(await broken(file, code)).toEqual(['react-hooks/rules-of-hooks']);
  });

  it('refuses an effect missing a dependency', async () => {
    const code = `import { useEffect } from 'react';
export function Example({ id }: { id: string }) {
  useEffect(() => {
    document.title = id;
  }, []);
  return null;
}
`;
    expect(await broken(file, code)).toEqual(['react-hooks/exhaustive-deps']);
  });

  it('refuses a ref read while rendering (a React Compiler rule)', async () => {
    const code = `import { useRef } from 'react';
export function Example() {
  const count = useRef(0);
  return <p>{count.current}</p>;
}
`;
    expect(await broken(file, code)).toEqual(['react-hooks/refs']);
  });

  it('passes hooks used by the rules', async () => {
    const code = `import { useEffect, useState } from 'react';
export function Example({ id }: { id: string }) {
  const [n, setN] = useState(0);
  useEffect(() => {
    document.title = id;
  }, [id]);
  return <button onClick={() => setN(n + 1)}>{n}</button>;
}
`;
    expect(await broken(file, code)).toEqual([]);
  });
});

describe('module boundary', () => {
  /** The import restrictions `code` breaks, as if it were the file `file`. */
  async function restricted(file: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  }

  it("lets the web import a module's contract.ts and the files in its contract/ only", async () => {
    const file = 'web/api/example.ts';
    expect(await restricted(file, uses('../../modules/identity/contract'))).toEqual([]);
    expect(await restricted(file, uses('../../modules/identity/contract/roles'))).toEqual([]);
    expect(await restricted(file, uses('../../modules/identity/errors'))).toEqual([
      expect.stringContaining('web/ darf aus einem Modul nur contract.ts (und Dateien in contract/) importieren.'),
    ]);
  });

  it("lets a module import another's index.ts, contract.ts and contract/ only", async () => {
    const file = 'modules/identity/example.ts';
    expect(await restricted(file, uses('../partners/contract/specialties'))).toEqual([]);
    expect(await restricted(file, uses('../partners/decide'))).toEqual([
      expect.stringContaining('Ein Modul importiert ein anderes nur über dessen index.ts oder contract.ts.'),
    ]);
  });
});
