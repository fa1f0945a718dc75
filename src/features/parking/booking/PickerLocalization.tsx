import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { zhCN } from '@mui/x-date-pickers/locales';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/ms-my';
import utc from 'dayjs/plugin/utc';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';

// The pickers carry wall times as UTC values (DateTimeFields.tsx): no zone of the phone's applies.
dayjs.extend(utc);

/**
 * The date and time pickers' language: calendar and clock words in the customer's language (en-gb
 * weeks start on Monday, as do zh-hans and ms-my ones). Only the date & time screen loads it, with
 * the pickers. MUI has no Malay texts for the pickers' own buttons; dayjs names the months and days.
 */
/**
 * Chinese dates read month then day ('11月29日'), not the adapter's day-first 'D MMMM' ('29 十一月'):
 * the formats of the picker's header, toolbar and labels in Chinese order.
 */
export const CHINESE_DATE_FORMATS = {
  shortDate: 'M月D日',
  normalDate: 'M月D日',
  normalDateWithWeekday: 'M月D日 ddd',
  fullDate: 'YYYY年M月D日',
} as const;

export function PickerLocalization({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const chinese = i18n.language === 'zh-hans';
  const adapterLocale = chinese ? 'zh-cn' : i18n.language === 'ms-my' ? 'ms-my' : 'en-gb';
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={adapterLocale}
      {...(chinese
        ? {
            localeText: zhCN.components.MuiLocalizationProvider.defaultProps.localeText,
            dateFormats: CHINESE_DATE_FORMATS,
          }
        : {})}
    >
      {children}
    </LocalizationProvider>
  );
}
