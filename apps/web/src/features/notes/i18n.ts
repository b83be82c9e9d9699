import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The notes screen's strings, as the i18next namespace "notes" (loaded with the page's chunk). */
i18n.addResourceBundle('en', 'notes', en, true, true);
i18n.addResourceBundle('it', 'notes', it, true, true);
