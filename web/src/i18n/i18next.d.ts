import type global from '../../../libs/locales/fr/global.json';
import type web from '../../../libs/locales/fr/web.json';

// French is the reference catalogue: a key missing there is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'global';
    resources: { global: typeof global; web: typeof web };
  }
}
