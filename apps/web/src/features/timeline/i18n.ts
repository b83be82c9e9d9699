import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The timeline screen's strings, as the i18next namespace "timeline" (loaded with the page's chunk). */
i18n.addResourceBundle('en', 'timeline', en, true, true);
i18n.addResourceBundle('it', 'timeline', it, true, true);
