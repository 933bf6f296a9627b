import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient';

// Same origin as the API, so the session cookie goes along without any CORS setup.
export const dataProvider = simpleRestProvider('/api', httpClient);
