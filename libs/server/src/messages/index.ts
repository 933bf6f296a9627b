export * from './message.entity';
export * from './catalogue';
export * from './email-layout';
export * from './insert-messages';
export * from './queue-email';
export * from './queue-sms';
export * from './inbound-sms.entity';
export * from './sms-status';
