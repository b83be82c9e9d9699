import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The fitness screen's strings, as the i18next namespace "fitness" (loaded with the timer provider). */
i18n.addResourceBundle('en', 'fitness', en, true, true);
i18n.addResourceBundle('it', 'fitness', it, true, true);
