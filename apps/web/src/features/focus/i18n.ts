import { i18n } from '../../lib/i18n.ts';
import en from './locales/en.json';
import it from './locales/it.json';

/** The focus screens' strings, as the i18next namespace "focus" (loaded with the pomodoro runtime). */
i18n.addResourceBundle('en', 'focus', en, true, true);
i18n.addResourceBundle('it', 'focus', it, true, true);
