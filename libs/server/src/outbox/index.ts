export * from './outbox.entity';
export * from './outbox.writer';
export * from './outbox-relay';
export * from './outbox-lag';
