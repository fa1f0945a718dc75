import { useTranslation } from '../../i18n/use-translation';

export type FlowLanguage = 'en-gb' | 'zh-hans';

/** The language the gallery's labels are shown in: the app's, en-gb unless it is zh-hans. */
export function useFlowLanguage(): FlowLanguage {
  const { i18n } = useTranslation();
  return i18n.language === 'zh-hans' ? 'zh-hans' : 'en-gb';
}
