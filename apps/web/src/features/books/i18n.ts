import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The books screen's strings, as the i18next namespace "books" (loaded with the page). */
i18n.addResourceBundle('en', 'books', en, true, true);
i18n.addResourceBundle('it', 'books', it, true, true);
