import type { Plugin } from 'vite';

// react-aria's components carry their screen-reader texts in ~34 languages (`intlStrings.mjs` imports
// one file per locale). The portal renders in German only (`I18nProvider locale="de-DE"`, main.tsx),
// so the build keeps the German texts and drops the others. `LocalizedStringDictionary` looks the
// locale up by exact tag first, so de-DE is found; no other locale is ever asked for.

const kept = 'de-DE';
const intlStrings =
  /\/node_modules\/(@react-aria|@react-stately|react-aria|react-aria-components|react-stately)\/.*intlStrings\.mjs$/;
// `import $x from "../intl/toast/ar-AE.mjs";` and the dictionary's `"ar-AE": $x,` line.
const localeImport = /^import (\S+) from "[^"]*\/([a-z]{2}-[A-Z]{2})\.mjs";\n/gm;

const escape = (name: string) => name.replace(/[$.*+?^(){}|[\]\\]/g, '\\$&');

/** intlStrings.mjs with only the kept locale's import and entry. */
export function onlyGerman(code: string): string {
  const dropped: string[] = [];
  let out = code.replace(localeImport, (line, name: string, locale: string) => {
    if (locale === kept) return line;
    dropped.push(name);
    return '';
  });
  for (const name of dropped) {
    out = out.replace(new RegExp(`^[ \\t]*"[a-z]{2}-[A-Z]{2}": ${escape(name)},?\\n`, 'm'), '');
    // A dictionary written another way (a new react-aria) would keep a reference to a dropped
    // import: a bundle that fails for everyone at start. Stop the build instead.
    if (new RegExp(`(?<![\\w$])${escape(name)}(?![\\w$])`).test(out))
      throw new Error(`german-locales: ${name} is still referenced after its import was dropped`);
  }
  return out;
}

/** Vite plugin: react-aria's strings in German only. */
export function germanLocalesOnly(): Plugin {
  return {
    name: 'portal:german-locales-only',
    transform: { filter: { id: intlStrings }, handler: (code) => ({ code: onlyGerman(code), map: null }) },
  };
}
