import pkg from '../package.json' with { type: 'json' };

/** The portal's version (package.json), named by backups, the system page and the upgrade check. */
export const PORTAL_VERSION: string = pkg.version;
