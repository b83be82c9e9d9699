import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The money screen's strings, in their own namespace: `useTranslation('money')`. */
i18n.addResourceBundle('en', 'money', en, true, true);
i18n.addResourceBundle('it', 'money', it, true, true);
