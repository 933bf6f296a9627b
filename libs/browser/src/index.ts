export * from './captcha';
export * from './i18next-options';
export * from './language-storage';
export * from './safe-storage';
export * from './useEventStream';
