// Isomorphic: the invoicing module's schemas, texts and query keys (issue 18). The firm's master
// data (seller of every invoice), a client's billing address, and invoices as the API answers them.
// Money is integer cents everywhere; VAT rates are in percent (19, 7, 0).

export * from './contract/firm';
export * from './contract/invoices';

// The DATEV export's settings and query (issue 18, item 7), for web/ (which sees only this file).
export * from './datev/contract';
