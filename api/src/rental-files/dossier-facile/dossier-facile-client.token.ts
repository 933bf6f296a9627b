/** The DossierFacile client of this install, or null when its DOSSIERFACILE_ variables are unset. */
export const DOSSIER_FACILE_CLIENT = Symbol('DOSSIER_FACILE_CLIENT');
