import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportedNames, stubOf } from './no-json-schema';

const core = path.resolve(import.meta.dirname, '../../node_modules/zod/v4/core');
const read = (file: string) => fs.readFileSync(path.join(core, file), 'utf8');

describe("zod's JSON Schema generator left out of the web build", () => {
  it('keeps every name the two modules export, the ones classic zod imports among them', () => {
    const methods = exportedNames(read('to-json-schema.js'), 'to-json-schema.js');
    expect(methods).toEqual(
      expect.arrayContaining(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod', 'process']),
    );
    expect(exportedNames(read('json-schema-processors.js'), 'json-schema-processors.js')).toEqual(
      expect.arrayContaining(['stringProcessor', 'objectProcessor', 'allProcessors']),
    );
  });

  it('answers each of them with a function that refuses, in German; a method factory with the refusing method', async () => {
    const names = exportedNames(read('to-json-schema.js'), 'to-json-schema.js');
    const stub = (await import(`data:text/javascript,${encodeURIComponent(stubOf(names))}`)) as Record<
      string,
      () => () => void
    >;
    expect(Object.keys(stub).sort()).toEqual([...names].sort());
    const refusal = 'JSON Schema wird in der Web-App nicht erzeugt';
    // Reading a schema's `~standard` (every form's validation) calls this factory: it must not throw.
    const method = stub.createStandardJSONSchemaMethod!();
    expect(() => method()).toThrow(refusal);
    expect(() => stub.createToJSONSchemaMethod!()()).toThrow(refusal);
    expect(() => stub.processSchema!()).toThrow(refusal);
  });
});
