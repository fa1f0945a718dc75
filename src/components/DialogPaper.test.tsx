// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, use, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { KERBSIDE_PRESET } from '../config/default-preset';
import { buildTenantTheme } from '../config/theme';

afterEach(cleanup);

/** Drawn: neither it nor a parent hidden by React's `display: none` (jsdom draws nothing else). */
function shown(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.style.display === 'none') return false;
  }
  return true;
}

/** A dialog step whose texts are still on their way: it suspends until `texts` settles. */
function LateStep({ texts }: { texts: Promise<string> }) {
  return <p>{use(texts)}</p>;
}

function WalletWithDialog({ texts }: { texts: Promise<string> }) {
  const [step, setStep] = useState<'choosing' | 'paying'>('choosing');
  return (
    <main>
      <p>The wallet</p>
      <Dialog open aria-labelledby="top-up-title">
        <h2 id="top-up-title">Top up</h2>
        {step === 'choosing' ? <Button onClick={() => setStep('paying')}>Pay</Button> : <LateStep texts={texts} />}
      </Dialog>
    </main>
  );
}

describe('DialogPaper', () => {
  it('keeps an open dialog on screen while a step inside it suspends, then shows the step', async () => {
    let arrive: (text: string) => void = () => undefined;
    const texts = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    render(
      <ThemeProvider theme={buildTenantTheme(KERBSIDE_PRESET)}>
        {/* The screen's own boundary: without the paper's, React would hide the dialog with the screen. */}
        <Suspense fallback={<p>The screen loads</p>}>
          <WalletWithDialog texts={texts} />
        </Suspense>
      </ThemeProvider>,
    );
    act(() => screen.getByRole('button', { name: 'Pay' }).click());

    expect(screen.queryByText('The screen loads')).toBeNull();
    expect(shown(screen.getByText('The wallet'))).toBe(true);
    expect(shown(screen.getByRole('dialog', { name: 'Top up' }))).toBe(true);

    await act(async () => {
      arrive('Paying on the provider’s page');
      await texts;
    });
    expect(shown(await screen.findByText('Paying on the provider’s page'))).toBe(true);
  });
});
