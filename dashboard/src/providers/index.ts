// The app's providers, one file each.
export { authProvider, type Permissions } from './authProvider';
export { dataProvider } from './dataProvider';
export { createI18nProvider } from './i18nProvider';
export { alignStoredLocale, store } from './store';
