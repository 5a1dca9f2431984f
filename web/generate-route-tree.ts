import path from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';
import { routeTreeOptions } from './route-tree.ts';

// Writes web/routeTree.gen.ts from web/routes/ as the Vite plugin does, for the type check and
// the tests, which run without a build.
const root = path.dirname(routeTreeOptions.routesDirectory);
await new Generator({ config: getConfig({ ...routeTreeOptions, disableLogging: true }, root), root }).run();
