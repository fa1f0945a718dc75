// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { TranslatorProvider } from '../i18n/use-translation';
import enGb from '../i18n/locales/en-gb/messages.json';
import zhHans from '../i18n/locales/zh-hans/messages.json';
import { messageOf } from '../protocol/message';
import { MessageAlert } from './MessageAlert';
import { useMessageText, type MessageLike } from './use-message-text';

// As the app reads the locale files (src/i18n/i18n.ts): values are not escaped, React escapes text itself.
const i18n = createTranslator({
  language: 'en-gb',
  defaultNamespace: 'messages',
  resources: { 'en-gb': { messages: enGb }, 'zh-hans': { messages: zhHans } },
});

afterEach(cleanup);

const withI18n = (children: ReactNode) => <TranslatorProvider translator={i18n}>{children}</TranslatorProvider>;

function Text({ message }: { message: MessageLike }) {
  return <span data-testid="text">{useMessageText()(message)}</span>;
}

function textOf(message: MessageLike): string | null {
  const { unmount } = render(withI18n(<Text message={message} />));
  const text = screen.getByTestId('text').textContent;
  unmount();
  return text;
}

describe('useMessageText', () => {
  it('puts a code and its params into the current language', async () => {
    await i18n.changeLanguage('en-gb');
    expect(textOf(messageOf('STAY_TOO_SHORT', { span: 30 }))).toBe('Minimum stay of 30 minutes');
    expect(textOf('FIRST_NAME_REQUIRED')).toBe('Please input your first name');
    await i18n.changeLanguage('zh-hans');
    expect(textOf(messageOf('WAIT_BEFORE_RESEND', { seconds: 87 }))).toBe('请等待 87 秒后再获取验证码');
    expect(textOf(messageOf('LOGIN_MISMATCH'))).toBe('用户名或密码不匹配');
    await i18n.changeLanguage('en-gb');
  });
});

describe('MessageAlert', () => {
  it('shows nothing without a message', () => {
    const { container } = render(withI18n(<MessageAlert message={null} />));
    expect(container.textContent).toBe('');
  });

  it('announces an error at once, information politely', () => {
    const { rerender } = render(
      withI18n(<MessageAlert message={messageOf('WRONG_CODE_TRIES_LEFT', { attemptsLeft: 4 })} />),
    );
    expect(screen.getByRole('alert').textContent).toBe('Wrong verification code · Tries left: 4');
    rerender(withI18n(<MessageAlert message={messageOf('WAIT_BEFORE_RESEND', { seconds: 5 })} severity="info" />));
    expect(screen.getByRole('status').textContent).toBe('Please wait 5 seconds before requesting another code');
  });
});
