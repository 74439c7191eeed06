import { defaultI18nProvider, localStorageStore, type Store } from 'react-admin';

const stored = localStorageStore();

/**
 * react-admin's own store (localStorage), read as if the interface language were chosen: with no
 * language stored, react-admin renders nothing on its first pass and the page a moment later,
 * which would wipe a prerendered page (src/prerender) for a blank frame. English is the only one.
 */
export const store: Store = {
  ...stored,
  getItem: <T,>(key: string, defaultValue?: T): T =>
    stored.getItem(key, key === 'locale' && defaultValue === undefined ? (defaultI18nProvider.getLocale() as T) : defaultValue) as T,
};
