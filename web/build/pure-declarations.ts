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
 * The top-level declarations' initialisers that run a call when the module loads, as `[start, end]`
 * offsets (UTF-16, as JS strings index): `z.object({ a: z.string() }).strict()`, `choices({ … })`.
 */
export function callInitialisers(code: string, file: string): [number, number][] {
  const { program } = parseSync(file, code);
  const spans: [number, number][] = [];
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const { init } of declaration.declarations) {
      if (!init) continue;
      const starts: number[] = [];
      callsIn(init as unknown as Node, starts);
      if (starts.length) spans.push([init.start, init.end]);
    }
  }
  return spans;
}

/**
 * The code with each such initialiser wrapped in a function called at once and marked pure:
 * `const a = /* @__PURE__ *\/ (() => (z.object({ ...b })))();`. Marking only the calls was not
 * enough: the bundler drops an unread call but keeps its arguments' reads (`{ ...person }`,
 * `x.shape.y`), and with them the import of the module they read, so a page asking a contract for
 * a query key still loaded the contracts its schemas are built from, and zod (web/README.md "Bytes").
 */
export function markPure(code: string, file: string): string {
  let out = code;
  for (const [start, end] of callInitialisers(code, file).reverse())
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
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
