import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Where TanStack Router reads the file routes and writes the route tree: one place for the Vite
// plugin (web/vite.config.ts) and for `npm run routes` (web/generate-route-tree.ts), which the type
// check runs first. The generated web/routeTree.gen.ts is not committed: it is build output.
const webDir = path.dirname(fileURLToPath(import.meta.url));

export const routeTreeOptions = {
  target: 'react' as const,
  routesDirectory: path.join(webDir, 'routes'),
  generatedRouteTree: path.join(webDir, 'routeTree.gen.ts'),
  autoCodeSplitting: true,
  codeSplittingOptions: {
    defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
  },
};
