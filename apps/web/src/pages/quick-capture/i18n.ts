import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The quick capture screen's strings, as the i18next namespace "quickCapture" (loaded with the page's chunk). */
i18n.addResourceBundle('en', 'quickCapture', en, true, true);
i18n.addResourceBundle('it', 'quickCapture', it, true, true);
