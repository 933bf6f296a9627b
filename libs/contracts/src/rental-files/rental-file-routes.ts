/**
 * The HTTP routes of rental files (issue 21), for the screens and the messages that link to them.
 * Visitor routes act on the signed-in visitor's own file; agent routes on the agency's applications.
 */
export const RENTAL_FILE_ROUTES = {
  file: '/api/visitor/rental-file',
  people: '/api/visitor/rental-file/people',
  person: (id: string) => `/api/visitor/rental-file/people/${id}`,
  documents: (personId: string) => `/api/visitor/rental-file/people/${personId}/documents`,
  document: (id: string) => `/api/visitor/rental-file/documents/${id}`,
  uploads: '/api/visitor/rental-file/uploads',
  upload: (id: string) => `/api/visitor/rental-file/uploads/${id}`,
  applications: '/api/visitor/rental-file/applications',
  agentApplications: '/api/rental-applications',
  agentApplication: (id: string) => `/api/rental-applications/${id}`,
  agentDecision: (id: string) => `/api/rental-applications/${id}/decision`,
  agentDocumentPage: (id: string, documentId: string, page: number) =>
    `/api/rental-applications/${id}/documents/${documentId}/pages/${page}`,
  agencySettings: '/api/rental-applications/settings',
  action: (token: string, action: string) => `/api/public/rf/${token}/${action}`,
  actionPage: (token: string, action: string) => `/rf/${token}/${action}`,
} as const;

/** The multipart field of a one-shot upload (POST …/people/:personId/documents). */
export const RENTAL_DOCUMENT_FIELD = 'document';
