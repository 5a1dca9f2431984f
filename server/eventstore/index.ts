export * from './types';
export * from './registry';
export { EventStore, type CommandOutcome, type Evolver, type JobEnqueuer } from './store';
export { handle, runner, type CommandRunner, type Decider, type Decision } from './command';
export { DomainError, type CodeOf, type Rejection } from './domain-error';
export { EventSubscriber, type EventListener } from './subscriber';
export { replay, type ReplayReport, type TableDifference } from './replay';
export { ERASED, type PersonalFields } from './personal-data';
export { erasureProjection } from './erasure-projection';
