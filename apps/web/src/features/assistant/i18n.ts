import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The assistant's strings, as the i18next namespace "assistant" (the floating panel needs them on every page). */
i18n.addResourceBundle('en', 'assistant', en, true, true);
i18n.addResourceBundle('it', 'assistant', it, true, true);
