import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';
import dataEn from './locales/your-data/en.json';
import dataIt from './locales/your-data/it.json';

/** The profile's reminder strings, in their own namespace: `useTranslation('profileReminders')`. */
i18n.addResourceBundle('en', 'profileReminders', en, true, true);
i18n.addResourceBundle('it', 'profileReminders', it, true, true);
/** The "Your data" card's strings (export and imports): `useTranslation('profileData')`. */
i18n.addResourceBundle('en', 'profileData', dataEn, true, true);
i18n.addResourceBundle('it', 'profileData', dataIt, true, true);
