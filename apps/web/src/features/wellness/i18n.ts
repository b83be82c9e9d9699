import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The wellness screen's strings, as the i18next namespace "wellness". */
i18n.addResourceBundle('en', 'wellness', en, true, true);
i18n.addResourceBundle('it', 'wellness', it, true, true);
