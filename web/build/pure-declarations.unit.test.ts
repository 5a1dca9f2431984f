import { describe, expect, it } from 'vitest';
import { callInitialisers, markPure } from './pure-declarations';

const pure = '/* @__PURE__ */ ';

describe('shared code marked pure for the web build', () => {
  it('marks each call of a top-level declaration, the inner ones too, exported or not', () => {
    const code = "export const a = z.object({ b: z.string() }).strict();\nconst { values } = choices({ x: 'X' });\n";
    expect(markPure(code, 'contract.ts')).toBe(
      `export const a = ${pure}${pure}z.object({ b: ${pure}z.string() }).strict();\nconst { values } = ${pure}choices({ x: 'X' });\n`,
    );
  });

  it('leaves calls inside functions, statements and plain values alone', () => {
    const code = [
      "const s = z.string().superRefine((v, ctx) => { ctx.addIssue('x'); });",
      'const k = [1, 2];',
      'register(k);',
      'export function f() { return g(); }',
      '',
    ].join('\n');
    const marked = markPure(code, 'contract.ts');
    // Only the two calls building `s` (`.superRefine(…)` and `z.string()`): the callback's call runs later.
    expect(marked.split(pure)).toHaveLength(3);
    expect(marked).toContain("ctx.addIssue('x')");
    expect(marked).toContain('register(k);');
    expect(marked).toContain('return g();');
  });

  it('counts positions as JS strings do, past umlauts and emoji', () => {
    const code = "const t = 'Größe 😀';\nexport const n = f();\n";
    const [start] = callInitialisers(code, 'contract.ts');
    expect(code.slice(start)).toBe('f();\n');
  });
});
