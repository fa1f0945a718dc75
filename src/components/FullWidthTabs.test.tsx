// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FullWidthTabs } from './FullWidthTabs';

afterEach(cleanup);

type Method = 'password' | 'sms' | 'passkey';

function Harness({ onChange, onPointed }: { onChange?: (value: Method) => void; onPointed?: () => void }) {
  const [value, setValue] = useState<Method>('password');
  return (
    <FullWidthTabs<Method>
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
      aria-label="Login methods"
      tabs={[
        { value: 'password', label: 'Password', id: 'tab-password', panelId: 'panel-password' },
        { value: 'sms', label: 'SMS code', id: 'tab-sms', panelId: 'panel-sms', onPointerEnter: onPointed },
        { value: 'passkey', label: 'Passkey', id: 'tab-passkey', panelId: 'panel-passkey' },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('FullWidthTabs', () => {
  it('is a named tab list whose tabs name their panels, the chosen one selected and alone in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Login methods' })).toBeTruthy();
    expect(tab('Password').getAttribute('aria-selected')).toBe('true');
    expect(tab('Password').getAttribute('aria-controls')).toBe('panel-password');
    expect(tab('Password').id).toBe('tab-password');
    expect(tab('Password').tabIndex).toBe(0);
    expect(tab('SMS code').getAttribute('aria-selected')).toBe('false');
    expect(tab('SMS code').tabIndex).toBe(-1);
  });

  it('chooses a tab by a click, and says nothing when the chosen one is clicked again', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(tab('SMS code'));
    expect(onChange).toHaveBeenCalledWith('sms');
    expect(tab('SMS code').getAttribute('aria-selected')).toBe('true');
    expect(tab('Password').getAttribute('aria-selected')).toBe('false');
    fireEvent.click(tab('SMS code'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('moves the focus with the arrows (wrapping), Home and End, without choosing', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    tab('Password').focus();
    fireEvent.keyDown(tab('Password'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('SMS code'));
    fireEvent.keyDown(tab('SMS code'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Passkey'));
    fireEvent.keyDown(tab('Passkey'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Password'));
    fireEvent.keyDown(tab('Password'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Passkey'));
    fireEvent.keyDown(tab('Passkey'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Password'));
    fireEvent.keyDown(tab('Password'), { key: 'x' });
    expect(document.activeElement).toBe(tab('Password'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('passes pointing at a tab on (to start its download)', () => {
    const onPointed = vi.fn();
    render(<Harness onPointed={onPointed} />);
    fireEvent.pointerEnter(tab('SMS code'));
    expect(onPointed).toHaveBeenCalledTimes(1);
  });
});
