import type enums from '../../../libs/locales/fr/enums.json';
import type global from '../../../libs/locales/fr/global.json';
import type landing from '../../../libs/locales/fr/landing.json';
import type legal from '../../../libs/locales/fr/legal.json';
import type pages from '../../../libs/locales/fr/pages.json';
import type web from '../../../libs/locales/fr/web.json';

// French is the reference catalogue: a key missing there is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'global';
    resources: {
      global: typeof global;
      enums: typeof enums;
      web: typeof web;
      landing: typeof landing;
      legal: typeof legal;
      pages: typeof pages;
    };
  }
}
