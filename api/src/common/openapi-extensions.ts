/** Marks the auth decorators leave on operations for the document builder, removed before serving. */
export const PUBLIC_EXTENSION = 'x-creneau-public';
export const ALLOWED_EXTENSION = 'x-creneau-allowed';
