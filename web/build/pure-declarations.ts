import { parseSync, type Plugin } from 'vite';

// Module contracts (modules/*/contract*.ts) keep zod schemas beside the constants the web needs (query
// keys, filter values, messages). A schema is a call (`z.object(…)`), and a call the bundler cannot
// prove free of effects is kept even when nothing reads its result: importing one constant from a
// contract brought all its schemas, and zod with them, into every page (web/README.md "Bytes").
// Building a schema has no effect the web relies on, so the top-level declarations of the shared
// code (modules/, lib/) are marked pure: what no page reads is left out.

const shared = /\/(modules|lib)\/[^?]+\.ts$/;

type Node = { type: string; start: number } & Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && typeof (v as Node).type === 'string';
// A function's body runs later, where a call's result may go unused on purpose (`ctx.addIssue(…)`).
const functions = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'ClassExpression']);

/** Start offsets of the calls in an initialiser that run when the module loads (not inside functions). */
function callsIn(node: Node, starts: number[]): void {
  if (functions.has(node.type)) return;
  if (node.type === 'CallExpression' || node.type === 'NewExpression') starts.push(node.start);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const v of value) if (isNode(v)) callsIn(v, starts);
    } else if (isNode(value)) callsIn(value, starts);
  }
}

/**
 * Start offsets (UTF-16, as JS strings index) of the calls and `new`s in each top-level declaration's
 * initialiser: `z.object({ a: z.string() }).strict()` has three, each must be marked, or the bundler
 * keeps the inner ones (their callee is a call it cannot judge).
 */
export function callInitialisers(code: string, file: string): number[] {
  const { program } = parseSync(file, code);
  const starts: number[] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) if (init) callsIn(init as unknown as Node, starts);
  }
  return starts.sort((a, b) => a - b);
}

/** The code with `/* @__PURE__ *\/` before each top-level declaration's call. */
export function markPure(code: string, file: string): string {
  const starts = callInitialisers(code, file);
  let out = code;
  for (const start of starts.reverse()) out = `${out.slice(0, start)}/* @__PURE__ */ ${out.slice(start)}`;
  return out;
}

/** Vite plugin: marks the shared code's top-level declarations pure in the web build. */
export function pureSharedDeclarations(): Plugin {
  return {
    name: 'portal:pure-shared-declarations',
    apply: 'build',
    transform: {
      filter: { id: shared },
      handler(code, id) {
        const file = id.split('?')[0]!;
        return callInitialisers(code, file).length ? { code: markPure(code, file), map: null } : null;
      },
    },
  };
}
