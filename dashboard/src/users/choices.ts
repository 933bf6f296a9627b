import { AGENCY_ROLES, LANGUAGES } from '@creneau/contracts';

export const roleChoices = AGENCY_ROLES.map((id) => ({ id, name: `roles.${id}` }));
export const languageChoices = LANGUAGES.map((id) => ({ id, name: `languages.${id}` }));
