import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** Home's strings, in their own namespace: `useTranslation('home')`. */
i18n.addResourceBundle('en', 'home', en, true, true);
i18n.addResourceBundle('it', 'home', it, true, true);
