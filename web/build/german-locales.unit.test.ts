import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parseSync } from 'vite';
import { describe, expect, it } from 'vitest';
import { onlyGerman } from './german-locales';

// The plugin works on react-aria's published files: read the real ones, so an update that changes
// their form fails here and not silently in the bundle.
const reactAria = path.dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
const intlStrings = (component: string) =>
  fs.readFileSync(path.join(reactAria, 'dist/private', component, 'intlStrings.mjs'), 'utf8');

describe("react-aria's strings in German only", () => {
  it.each(['toast', 'combobox', 'datepicker'])(
    '%s: keeps the de-DE import and entry, drops the others',
    (component) => {
      const source = intlStrings(component);
      expect(source.match(/^import /gm)!.length).toBeGreaterThan(30);
      const kept = onlyGerman(source);
      expect(kept.match(/^import .*$/gm)).toEqual([expect.stringMatching(/\/de-DE\.mjs";$/)]);
      expect(kept.match(/"[a-z]{2}-[A-Z]{2}":/g)).toEqual(['"de-DE":']);
      expect(parseSync('intlStrings.mjs', kept).errors).toEqual([]);
    },
  );

  it('stops the build when a dropped import is still referenced (a dictionary written another way)', () => {
    const oneLine =
      'import $a from "../intl/toast/ar-AE.mjs";\nimport $d from "../intl/toast/de-DE.mjs";\nexport const s = { "ar-AE": $a, "de-DE": $d };\n';
    expect(() => onlyGerman(oneLine)).toThrow(/\$a is still referenced/);
  });
});
