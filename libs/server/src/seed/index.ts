export * from './seed-demo';
export { DEMO_PASSWORD } from './demo-data';
