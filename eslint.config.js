import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

// The import boundaries of DESIGN.md: web/ sees a module only through its contract.ts; a
// module sees another only through its index.ts (server side) or contract.ts. A contract may keep
// parts in contract/ (schema-free constants the web's entry needs alone, web/README.md "Bytes").
// lib/ (German time and formats) is isomorphic: everyone may import it, it imports none of them and
// no Node API.
const webBoundary = {
  patterns: [
    {
      regex: 'modules/[^/]+/(?!contract($|/))',
      message: 'web/ darf aus einem Modul nur contract.ts (und Dateien in contract/) importieren.',
    },
    { regex: '(^|/)(server|jobs|migrations)/', message: 'web/ darf keinen Server-Code importieren.' },
  ],
};
const libBoundary = {
  patterns: [
    {
      regex: '(^|/)(server|modules|jobs|migrations|web)/',
      message: 'lib/ ist isomorph: kein Server-, Modul- oder Web-Code.',
    },
    { regex: '^node:', message: 'lib/ läuft auch im Browser: keine Node-APIs.' },
  ],
};
const moduleBoundary = {
  patterns: [
    {
      regex: '^\\.\\./[^/.]+/(?!index$|contract($|/))',
      message: 'Ein Modul importiert ein anderes nur über dessen index.ts oder contract.ts.',
    },
  ],
};

// The web's features (web/README.md, 'Feature boundaries'): a route, a shared file or another feature
// imports web/features/<f>/ only through its index.ts, or its refresh declaration api/refresh.ts
// (data the realtime bridge's registry reads without loading the feature's screens); inside <f> its
// own files import each other freely. web/components/ is shared UI and imports no feature. A rule of our own, since the boundary
// depends on where the importing file lies (no-restricted-imports sees only the written specifier).
const featuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'web', 'features');
const componentsDir = path.join(path.dirname(featuresDir), 'components');
const inside = (dir, file) => {
  const rel = path.relative(dir, file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel.split(path.sep) : null;
};
const featureBoundary = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      deep: "Das Feature '{{feature}}' nur über sein index.ts importieren ('{{entry}}'), nicht '{{source}}'.",
      shared: "web/components/ ist geteilte Oberfläche und importiert kein Feature ('{{source}}').",
    },
  },
  create(context) {
    const from = context.filename;
    const ownFeature = inside(featuresDir, from)?.[0];
    const inComponents = inside(componentsDir, from) !== null;
    const check = (node) => {
      const source = node?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = inside(featuresDir, path.resolve(path.dirname(from), source));
      if (!target) return;
      const [feature, ...rest] = target;
      if (inComponents) return context.report({ node, messageId: 'shared', data: { source } });
      const entry = rest.join('/');
      if (feature === ownFeature || rest.length === 0 || /^(index|api\/refresh)(\.tsx?)?$/.test(entry)) return;
      const index = path.relative(path.dirname(from), path.join(featuresDir, feature)).split(path.sep).join('/');
      context.report({ node, messageId: 'deep', data: { feature, entry: index, source } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      'e2e/.artifacts',
      'test-results',
      'playwright-report',
      'web/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { portal: { rules: { 'feature-boundary': featureBoundary } } },
    rules: { 'no-restricted-imports': ['error', webBoundary], 'portal/feature-boundary': 'error' },
  },
  { files: ['modules/**/*.ts'], rules: { 'no-restricted-imports': ['error', moduleBoundary] } },
  // React's rules (web/README.md, 'Feature boundaries and hooks'): the rules of hooks and the dependency
  // lists, and the React Compiler's checks (refs, state in effects and renders, purity …), all errors.
  { files: ['web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'react-hooks/exhaustive-deps': 'error',
      'react-hooks/incompatible-library': 'error',
      'react-hooks/unsupported-syntax': 'error',
    },
  },
  // A spec's test closes the browser contexts it opened (e2e/support/test.ts).
  {
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Aus './support/test' importieren: dort schließt jeder Test seine Browser-Kontexte.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', libBoundary],
      'no-restricted-globals': ['error', 'process', 'Buffer', 'require', '__dirname', '__filename'],
    },
  },
);
