export * from './message.entity';
export * from './catalogue';
export * from './email-layout';
export * from './queue-email';
