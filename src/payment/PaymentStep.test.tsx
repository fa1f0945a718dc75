// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import harbourpark from '../../tenants/harbourpark.json';
import type {
  ConfirmPaymentReply,
  PaymentStatus,
  SendOrderReply,
  StartPaymentReply,
} from '../../flows/parking/parking-replies';
import {
  paymentMachine,
  type ConfirmPaymentInput,
  type PaymentPurpose,
  type SendOrderInput,
  type StartPaymentInput,
} from '../../flows/payment/payment.machine';
import type { TenantBundle } from '../tenant/tenant-loader';
import type { Site } from '../generated/tenant';
import { initI18n, switchLanguage } from '../i18n/i18n';
import { TenantContext } from '../tenant/tenant-context';
import { PAYMENT_DECIDED_MESSAGE } from './gateway-message';
import { PaymentStep } from './PaymentStep';

const GATEWAY = '/sandbox/pay/sbx_AAAAAAAAAAAAAAAAAAAAAA';

interface Script {
  needsPin?: boolean;
  purpose?: PaymentPurpose;
  statuses?: PaymentStatus[];
  /** Held until resolved by the test: the order-send step. */
  sendOrder?: Promise<SendOrderReply>;
}

function startPaymentActor(script: Script) {
  const statuses = [...(script.statuses ?? ['approved'])];
  const machine = paymentMachine.provide({
    actors: {
      newIdempotencyKey: fromPromise(async () => 'key-0123456789abcdef'),
      startPayment: fromPromise<StartPaymentReply, StartPaymentInput>(async () => ({
        success: true,
        result: { rtn: 1, txn: 'txn-1', gatewayUrl: GATEWAY, payUiType: 'DIALOG', amount: 1320 },
      })),
      confirmPayment: fromPromise<ConfirmPaymentReply, ConfirmPaymentInput>(async () => ({
        success: true,
        result: { rtn: 1, status: statuses.shift() ?? 'approved' },
      })),
      sendOrder: fromPromise<SendOrderReply, SendOrderInput>(
        () => script.sendOrder ?? Promise.resolve({ success: true, result: { rtn: 1 } }),
      ),
    },
  });
  const actor = createActor(machine, {
    input: {
      purpose: script.purpose ?? { kind: 'booking', bookingId: 'b-1' },
      amount: 1320,
      paymentCode: script.needsPin ? 205 : 201,
      needsPin: script.needsPin ?? false,
    },
  });
  actor.start();
  return actor;
}

function renderStep(actor: ReturnType<typeof startPaymentActor>, holdEndsAt?: number) {
  const site = harbourpark.sites[0] as unknown as Site;
  const bundle = { shop: site.shopCode, tenant: harbourpark, site, api: {} } as unknown as TenantBundle;
  return render(
    <TenantContext value={{ bundle, layout: 'shop' }}>
      <Suspense fallback={<p>loading</p>}>
        <PaymentStep actorRef={actor} amount={1320} methodName="Credit or debit card" holdEndsAt={holdEndsAt ?? null} />
      </Suspense>
    </TenantContext>,
  );
}

/** What the sandbox's outcome page posts from inside the dialog's frame. */
function postDecision(origin = window.location.origin) {
  const frame = screen.getByTitle('Payment page') as HTMLIFrameElement;
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: PAYMENT_DECIDED_MESSAGE, id: 'sbx_x' },
        origin,
        source: frame.contentWindow,
      }),
    );
  });
}

describe('the payment step', () => {
  beforeAll(async () => {
    await initI18n('en-gb');
    await switchLanguage('en-gb');
  });
  afterEach(cleanup);

  it('shows the amount and the method, and asks a stored-value card for its 6-digit wallet PIN', async () => {
    const actor = startPaymentActor({ needsPin: true });
    renderStep(actor);
    expect((await screen.findByTestId('payment-amount')).textContent).toBe('$13.20');
    expect(screen.getByTestId('payment-method').textContent).toBe('Credit or debit card');
    const pin = screen.getByLabelText(/^PIN/);
    expect(pin.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(pin, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect((await screen.findByTestId('flow-message')).textContent).toBe('The PIN is 6 digits');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('cancelled'));
  });

  it('opens the gateway in a dialog and confirms when its page says the payer decided; the order step guards the page', async () => {
    let finish: (reply: SendOrderReply) => void = () => undefined;
    const sendOrder = new Promise<SendOrderReply>((resolve) => {
      finish = resolve;
    });
    const actor = startPaymentActor({ sendOrder });
    renderStep(actor);
    const frame = (await screen.findByTitle('Payment page')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(GATEWAY);

    // Another origin's message is ignored.
    postDecision('https://evil.example');
    expect(actor.getSnapshot().matches('awaitingPayer')).toBe(true);

    postDecision();
    expect(await screen.findByText('Please do not close this page')).toBeTruthy();
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);

    await act(async () => finish({ success: true, result: { rtn: 1 } }));
    await waitFor(() => expect(actor.getSnapshot().value).toBe('approved'));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it('a declined payment says so and offers Try again; closing the dialog also checks', async () => {
    const actor = startPaymentActor({ statuses: ['failed'] });
    renderStep(actor);
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect((await screen.findByTestId('flow-message')).textContent).toBe('Payment failed');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Payment page')).toBeTruthy();
  });

  it('an abandoned booking payment keeps the booking held: the time left counts down and Try again pays again', async () => {
    const booking = startPaymentActor({ statuses: ['abandoned'] });
    renderStep(booking, Math.floor(Date.now() / 1000) + 600);
    await screen.findByTitle('Payment page');
    postDecision();
    expect((await screen.findByTestId('flow-message')).textContent).toBe('The payment was not completed');
    expect(screen.getByTestId('payment-hold-left').textContent).toMatch(/held for another (10:00|9:5\d)/);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(booking.getSnapshot().value).toMatchObject({ awaitingPayer: 'watching' }));
    cleanup();
  });

  it("once the booking's hold has ended an abandoned payment says the tickets were released and offers no retry (a top-up's does)", async () => {
    const booking = startPaymentActor({ statuses: ['abandoned'] });
    renderStep(booking, Math.floor(Date.now() / 1000) - 1);
    await screen.findByTitle('Payment page');
    postDecision();
    expect((await screen.findByTestId('flow-message')).textContent).toBe('The payment was not completed');
    expect(await screen.findByText(/tickets held for this booking have been released/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(booking.getSnapshot().value).toBe('cancelled'));
    cleanup();

    const topUp = startPaymentActor({
      statuses: ['abandoned'],
      purpose: { kind: 'topUp', bookingId: 'b-1', newExit: 1 },
    });
    renderStep(topUp);
    await screen.findByTitle('Payment page');
    postDecision();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/released/)).toBeNull();
  });
});
