import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The career screen's strings, as the i18next namespace "career". */
i18n.addResourceBundle('en', 'career', en, true, true);
i18n.addResourceBundle('it', 'career', it, true, true);
