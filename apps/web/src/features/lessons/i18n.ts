import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/**
 * The lessons screen's strings, as the i18next namespace "lessons". The lesson texts and the quotes themselves
 * are content from packages/domain and stay in English in every language; every UI string around them is here.
 */
i18n.addResourceBundle('en', 'lessons', en, true, true);
i18n.addResourceBundle('it', 'lessons', it, true, true);
