export * from './types';
export * from './registry';
export { EventStore, type CommandOutcome, type Evolver, type JobEnqueuer } from './store';
export { EventSubscriber, type EventListener } from './subscriber';
export { replay, type ReplayReport, type TableDifference } from './replay';
export { ERASED, type PersonalFields } from './personal-data';
export { erasureProjection } from './erasure-projection';
