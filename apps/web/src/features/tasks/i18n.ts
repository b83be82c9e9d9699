import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The tasks screen's strings, as the i18next namespace "tasks" (loaded with the page's chunk). */
i18n.addResourceBundle('en', 'tasks', en, true, true);
i18n.addResourceBundle('it', 'tasks', it, true, true);
