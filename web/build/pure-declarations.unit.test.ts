import { describe, expect, it } from 'vitest';
import { minify } from 'vite';
import { callInitialisers, markPure } from './pure-declarations';

const open = '/* @__PURE__ */ (() => (';
const close = '))()';

describe('shared code marked pure for the web build', () => {
  it('wraps each top-level initialiser that runs a call, exported or not, destructured or not', () => {
    const code = "export const a = z.object({ b: z.string() }).strict();\nconst { values } = choices({ x: 'X' });\n";
    expect(markPure(code, 'contract.ts')).toBe(
      `export const a = ${open}z.object({ b: z.string() }).strict()${close};\n` +
        `const { values } = ${open}choices({ x: 'X' })${close};\n`,
    );
  });

  it('leaves calls inside functions, statements and plain values alone', () => {
    const code = [
      "const s = z.string().superRefine((v, ctx) => { ctx.addIssue('x'); });",
      'const k = [1, 2];',
      'const f = () => g();',
      'register(k);',
      'export function h() { return g(); }',
      '',
    ].join('\n');
    const marked = markPure(code, 'contract.ts');
    // Only `s` runs a call when the module loads; the callback's call runs later.
    expect(marked.split(open)).toHaveLength(2);
    expect(marked).toContain('const k = [1, 2];');
    expect(marked).toContain('const f = () => g();');
    expect(marked).toContain('register(k);');
    expect(marked).toContain('return g();');
  });

  it('counts positions as JS strings do, past umlauts and emoji', () => {
    const code = "const t = 'Größe 😀';\nexport const n = f();\n";
    const spans = callInitialisers(code, 'contract.ts');
    expect(spans.map(([start, end]) => code.slice(start, end))).toEqual(['f()']);
  });

  it('drops an unread schema whole, with the reads its arguments make (a spread, a shape)', async () => {
    const code = [
      "import { person, other } from './people';",
      'const unread = z.object({ ...person, id: other.shape.id });',
      'export const keys = { all: ["x"] };',
      '',
    ].join('\n');
    // What the minifier (the bundler's tree-shaking judges calls the same way) keeps of the marked
    // module: nothing of `unread`; marking only the calls left `({ ...person }), other.shape.id`.
    const { code: minified } = await minify('contract.js', markPure(code, 'contract.ts'), {
      module: true,
      compress: true,
      mangle: false,
    });
    expect(minified).not.toMatch(/person|shape|z\.object/);
    expect(minified).toContain('all');
  });
});
