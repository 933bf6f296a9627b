export * from './realtime.publisher';
