// Isomorphic (re-exported by contract.ts): the question set of issue 4, in order, with German
// wording, option ids and labels, required flags and visibility as pure functions of earlier answers.

export * from './question-set';
export * from './rules';
