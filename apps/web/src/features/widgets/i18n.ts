import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The widget strip's and the Customize Dashboard dialog's strings, as the i18next namespace "widgets". */
i18n.addResourceBundle('en', 'widgets', en, true, true);
i18n.addResourceBundle('it', 'widgets', it, true, true);
