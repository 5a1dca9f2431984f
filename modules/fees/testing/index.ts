// The fees module's test helpers, for its tests in subfolders (documents/): one entry, as the module
// boundary in lint asks of a path that leaves the folder.
export { billingOf, feesWorld, termsFromDecember } from './fees-world';
