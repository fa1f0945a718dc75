/**
 * What the sandbox gateway's server-rendered pages share (the payment page, sandbox-gateway.ts, and
 * the card-entry page, sandbox-card-pages.ts): the page frame, HTML escaping and the script that
 * tells the app's dialog the payer decided.
 */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Tells the app's gateway dialog (the frame's parent, same origin only) that the payer decided, so
 * it asks svc/payStatus at once. An external script because the CSP allows scripts from 'self' only.
 */
export const SANDBOX_DECIDED_SCRIPT_PATH = '/sandbox-api/gateway/decided.js';
export const SANDBOX_DECIDED_SCRIPT = `(function () {
  var script = document.currentScript;
  var id = script && script.getAttribute('data-payment-id');
  if (id && window.parent !== window) window.parent.postMessage({ type: 'kerbside:payment-decided', id: id }, location.origin);
})();
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><meta name="robots" content="noindex">
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1c2533}
.amount{font-size:2rem;font-weight:700}form{display:inline}button{font-size:1rem;padding:.6rem 1rem;margin:.3rem .3rem 0 0;border-radius:.4rem;border:1px solid #263a5a;cursor:pointer}
button.approve{background:#263a5a;color:#fff}.note{color:#5b6472;font-size:.9rem}</style></head><body>${body}</body></html>`;
}
