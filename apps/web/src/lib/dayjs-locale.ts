import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18n from '../i18n/setup.ts';

/** Keeps dayjs's month and day names in the interface language; imported by screens that show dates. */
function apply(language: string) {
  dayjs.locale(language === 'vi' ? 'vi' : 'en');
}
apply(i18n.language);
i18n.on('languageChanged', apply);
