// Isomorphic, without schemas: the package types' German titles for the admin's list of leads
// (the contract's other parts stay off `/admin`: web/README.md 'Bytes').
export { packageTypeTitle, type PackageType } from '../package-types';
