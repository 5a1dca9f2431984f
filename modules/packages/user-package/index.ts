// A client's package and its hours ledger: the state it folds (state.ts), the commands it takes and
// the rejections it answers (command.ts), its rules (decide.ts).
export type { OfferTerms, UserPackageCommand, UserPackageError } from './command';
export { userPackageDecider } from './decide';
