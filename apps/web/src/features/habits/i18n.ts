import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The habits screen's strings, as the i18next namespace "habits" (loaded with the page's chunk). */
i18n.addResourceBundle('en', 'habits', en, true, true);
i18n.addResourceBundle('it', 'habits', it, true, true);
