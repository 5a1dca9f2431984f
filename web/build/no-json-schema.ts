import { parseSync, type Plugin } from 'vite';

// zod's classic schemas carry `toJSONSchema()` and `~standard.jsonSchema`, and with them zod's whole
// JSON Schema generator (two modules, ~17 kB minified, ~5 kB as sent on every page with a form or a
// contract's schema). The server writes the OpenAPI document from the contracts; the web only
// parses and validates, so in the web build both modules keep their exports but each throws when
// called (web/README.md "Bytes"). A validator reading `~standard` gets `validate` as before.

const generator = /\/node_modules\/zod\/v4\/core\/(to-json-schema|json-schema-processors)\.js$/;

/** The names a module exports (its declarations and `export { a as b }` lists). */
export function exportedNames(code: string, file: string): string[] {
  const names: string[] = [];
  for (const statement of parseSync(file, code).program.body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const { declaration, specifiers } = statement;
    if (declaration?.type === 'FunctionDeclaration' && declaration.id) names.push(declaration.id.name);
    if (declaration?.type === 'VariableDeclaration')
      for (const d of declaration.declarations) if (d.id.type === 'Identifier') names.push(d.id.name);
    for (const s of specifiers) if (s.exported.type === 'Identifier') names.push(s.exported.name);
  }
  return names;
}

/**
 * The stand-in: every export a function that says JSON Schema is not in the web build. The method
 * factories (`createStandardJSONSchemaMethod`, `createToJSONSchemaMethod`) run whenever a schema's
 * `~standard` is read (TanStack Form validates through it): they answer the refusing method.
 */
export function stubOf(names: readonly string[]): string {
  const refuse =
    "const refuse = () => { throw new Error('JSON Schema wird in der Web-App nicht erzeugt (web/build/no-json-schema.ts).'); };\n";
  return (
    refuse +
    names.map((name) => `export const ${name} = ${name.startsWith('create') ? '() => refuse' : 'refuse'};\n`).join('')
  );
}

/** Vite plugin: zod's JSON Schema generator left out of the web build. */
export function noJsonSchema(): Plugin {
  return {
    name: 'portal:no-json-schema',
    apply: 'build',
    transform: {
      filter: { id: generator },
      handler(code, id) {
        return { code: stubOf(exportedNames(code, id.split('?')[0]!)), map: null };
      },
    },
  };
}
