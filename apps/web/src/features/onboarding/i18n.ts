import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The onboarding tour's strings, as the i18next namespace "onboarding" (loaded with the tour's chunk). */
i18n.addResourceBundle('en', 'onboarding', en, true, true);
i18n.addResourceBundle('it', 'onboarding', it, true, true);
