export * from './captcha-actions';
export * from './recaptcha-loader';
