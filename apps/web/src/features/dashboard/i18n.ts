import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The trend charts' and /dashboard's strings, as the i18next namespace "dashboard". */
i18n.addResourceBundle('en', 'dashboard', en, true, true);
i18n.addResourceBundle('it', 'dashboard', it, true, true);
