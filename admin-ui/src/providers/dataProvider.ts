import { withLifecycleCallbacks } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { API_URL, httpClient } from './httpClient';

// Resource-specific side effects (uploads, derived fields) register here as resources arrive.
export const dataProvider = withLifecycleCallbacks(simpleRestProvider(API_URL, httpClient), []);
