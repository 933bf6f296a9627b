export * from './inbound-address.queries';
export * from './inbound-email.entity';
export * from './inbound-email.writer';
export * from './lead-intake.writer';
export * from './lead-link.queries';
export * from './seeded-inbound-email.writer';
