import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import 'dayjs/locale/zh-cn';
import { describe, expect, it } from 'vitest';
import { CHINESE_DATE_FORMATS } from './PickerLocalization';

describe('the pickers in Chinese', () => {
  it("read month then day ('11月29日'), never '29 十一月'", () => {
    const adapter = new AdapterDayjs({ locale: 'zh-cn', formats: CHINESE_DATE_FORMATS });
    const day = adapter.date('2026-11-29T10:00:00');
    expect(adapter.format(day, 'normalDate')).toBe('11月29日');
    expect(adapter.format(day, 'shortDate')).toBe('11月29日');
    expect(adapter.format(day, 'fullDate')).toBe('2026年11月29日');
    expect(adapter.format(day, 'normalDateWithWeekday')).toMatch(/^11月29日 周日$/);
    for (const format of ['normalDate', 'shortDate', 'normalDateWithWeekday', 'fullDate'] as const)
      expect(adapter.format(day, format)).not.toContain('十一月');
  });
});
