import type web from '../../../libs/locales/fr/web.json';

/** A page of the public site, as named in the catalogues (`pageTitles.*`, `pages.*`). */
export type PageId = keyof (typeof web)['pages'];
