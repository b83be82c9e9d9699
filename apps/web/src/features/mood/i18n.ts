import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The mood screen's strings, as the i18next namespace "mood" (loaded with the page's chunk). */
i18n.addResourceBundle('en', 'mood', en, true, true);
i18n.addResourceBundle('it', 'mood', it, true, true);
