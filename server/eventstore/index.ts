export * from './types';
export * from './registry';
export * from './reactions';
export { EventStore, type JobEnqueuer } from './store';
export {
  aggregateStreams,
  defineDecider,
  handle,
  runAcross,
  runAcrossAnswering,
  runner,
  type CommandArgs,
  type Decider,
  type Decision,
} from './command';
export { DomainError, type CodeOf, type Rejection } from './domain-error';
export { EventSubscriber } from './subscriber';
export { replay } from './replay';
export { erasureProjection } from './erasure-projection';
export { addToRow, streamRows, streamTable, type RowsOf } from './stream-rows';
export { savedValueProjection } from './saved-value-projection';
export { type Untimed } from './untimed';
export { settingDecider, settingSaver, type SaveSetting } from './setting';
export { ownedValueDecider, ownedValueSaver, type SaveOwnedValue } from './owned-value';
export { scheduleSweep, sweep } from './sweep';
export { privacyOf } from './privacy';
