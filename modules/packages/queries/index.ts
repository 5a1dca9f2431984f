// The packages module's reads, by slice (modules/README.md, queries.ts).
export { toTemplate, toUserPackage } from './rows';
export * from './packages';
export * from './overview';
export * from './partners';
export * from './coaches';
