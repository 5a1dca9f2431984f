// A client's package and its hours ledger: the state it folds, the commands it takes, its rules.
export { availableHours, evolveUserPackage, initialUserPackageState } from './state';
export type { OfferTerms, UserPackageCommand, UserPackageError } from './command';
export { decideUserPackage, userPackageDecider } from './decide';
