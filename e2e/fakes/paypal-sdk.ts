import type { BrowserContext, Request } from '@playwright/test';
import { GERMAN_PAYER, type Approval, type PayPalApi } from './paypal-api';

// PayPal's JS SDK as the real one behaves in the browser, served by routes of
// the browser context (so its popup is served too) from PayPal's sandbox host:
// - `paypal.Buttons(options).render()` draws each button in an iframe from
//   www.sandbox.paypal.com, which the page's CSP `frame-src` must allow;
// - a click in that frame opens PayPal's window as a popup (the frame has the
//   click), then the page's `createOrder` runs and the popup shows the order;
// - the buyer's choice travels back from the popup through `window.opener`,
//   which a `Cross-Origin-Opener-Policy: same-origin` page severs: then nothing
//   reaches the page, as with the real SDK.
// The popup's last button approves the order at the REST stand-in with the
// payer and instrument the test set (`sdk.payer(…)`). As PayPal documents it,
// the SDK URL's `commit` decides its words: `commit=false` (the continue flow,
// our review follows) says `Zustimmen und weiter`, the default (`true`) says
// `Jetzt bezahlen`; and the PayPal button's `style.label: 'pay'` reads
// `Mit PayPal bezahlen` instead of `PayPal`.

const HOST = 'https://www.sandbox.paypal.com';

const SDK = (commit: string) => `(function () {
  var HOST = ${JSON.stringify(HOST)};
  var COMMIT = ${JSON.stringify(commit)};
  var FUNDING = { PAYPAL: 'paypal', CARD: 'card', PAYLATER: 'paylater', VENMO: 'venmo' };
  var frames = [];
  function mark(name) {
    var root = document.documentElement;
    root.setAttribute(name, String(Number(root.getAttribute(name) || 0) + 1));
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== HOST || !event.data || !event.data.paypalStandIn) return;
    var entry = frames.filter(function (f) { return f.frame.contentWindow === event.source; })[0];
    if (!entry) return;
    var options = entry.options, data = event.data, reply = function (message) {
      message.paypalStandIn = true;
      entry.frame.contentWindow.postMessage(message, HOST);
    };
    if (data.type === 'click') {
      Promise.resolve(options.createOrder({ paymentSource: entry.fundingSource }, {})).then(
        function (orderID) {
          mark('data-paypal-opens');
          document.documentElement.setAttribute('data-paypal-window', orderID);
          reply({ type: 'order', orderID: orderID });
        },
        function (error) { reply({ type: 'failed' }); options.onError && options.onError(error); }
      );
    } else if (data.type === 'approved') {
      options.onApprove({ orderID: data.orderID, payerID: data.payerID, paymentSource: entry.fundingSource }, {
        restart: function () { mark('data-paypal-restarts'); },
      });
    } else if (data.type === 'cancel') {
      options.onCancel && options.onCancel({ orderID: data.orderID });
    }
  });
  function Buttons(options) {
    var fundingSource = options.fundingSource || 'paypal';
    var frame = null;
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        frame = document.createElement('iframe');
        frame.title = fundingSource === 'card' ? 'PayPal: Debit- oder Kreditkarte' : 'PayPal';
        frame.src = HOST + '/smart/buttons?fundingSource=' + fundingSource + '&commit=' + COMMIT +
          '&label=' + encodeURIComponent((options.style || {}).label || '');
        frame.style.cssText = 'width:100%;height:48px;border:0;display:block';
        frames.push({ frame: frame, options: options, fundingSource: fundingSource });
        target.appendChild(frame);
        return Promise.resolve();
      },
      updateProps: function (next) { Object.assign(options, next); return Promise.resolve(); },
      close: function () {
        frames = frames.filter(function (f) { return f.frame !== frame; });
        if (frame) frame.remove();
        return Promise.resolve();
      },
    };
  }
  window.paypal = { Buttons: Buttons, FUNDING: FUNDING, version: '5.0.0-stand-in' };
})();`;

const page = (title: string, body: string, script: string) => `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>${title}</title>
<style>body{margin:0;font:16px sans-serif}button{width:100%;height:48px;border:0;border-radius:24px;background:#ffc439;color:#111;font-weight:bold;cursor:pointer}main{padding:16px}</style>
</head><body>${body}<script>${script}</script></body></html>`;

const BUTTON_FRAME = (fundingSource: string, commit: string, label: string) =>
  page(
    'PayPal',
    // No landmark: the frame is part of the shop's page, whose main it sits in.
    `<div><button type="button" data-funding-source="${fundingSource}">${fundingSource === 'card' ? 'Debit- oder Kreditkarte' : label === 'pay' ? 'Mit PayPal bezahlen' : 'PayPal'}</button></div>`,
    `var popup = null;
    document.querySelector('button').addEventListener('click', function () {
      // A name of its own per window, as PayPal's (zoid's) carry a uid: a named window
      // that is still closing would otherwise be reused, and no new popup opens.
      popup = window.open('${HOST}/checkoutnow', 'paypal-checkout-' + Date.now() + '-' + Math.random().toString(36).slice(2), 'popup,width=450,height=600');
      parent.postMessage({ paypalStandIn: true, type: 'click' }, '*');
    });
    window.addEventListener('message', function (event) {
      var data = event.data || {};
      if (!data.paypalStandIn) return;
      if (event.source === parent && data.type === 'order' && popup) {
        popup.location.href = '${HOST}/checkoutnow?token=' + encodeURIComponent(data.orderID) + '&fundingSource=${fundingSource}&commit=${commit}';
      } else if (event.source === parent && data.type === 'failed' && popup) {
        popup.close();
      } else if (popup && event.source === popup) {
        parent.postMessage(data, '*');
      }
    });`,
  );

const CHECKOUT_WINDOW = page(
  'PayPal Checkout',
  `<main><h1>PayPal</h1><p id="order"></p>
  <button type="button" id="approve"></button>
  <p><button type="button" id="cancel">Abbrechen</button></p></main>`,
  `var query = new URLSearchParams(location.search), token = query.get('token');
  document.getElementById('order').textContent = token ? 'Bestellung ' + token : 'Wird geladen …';
  document.getElementById('approve').textContent =
    query.get('commit') === 'false' ? 'Zustimmen und weiter' : 'Jetzt bezahlen';
  var decided = false;
  function tell(message) {
    if (!window.opener) {
      document.getElementById('order').textContent = 'Verbindung zum Shop verloren';
      return false;
    }
    message.paypalStandIn = true;
    window.opener.postMessage(message, '*');
    return true;
  }
  document.getElementById('approve').addEventListener('click', function () {
    fetch('/__stand-in/approve?token=' + encodeURIComponent(token) + '&fundingSource=' + query.get('fundingSource'))
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        decided = true;
        if (tell({ type: 'approved', orderID: token, payerID: answer.payerID })) window.close();
      });
  });
  document.getElementById('cancel').addEventListener('click', function () {
    decided = true;
    // Closed after the click, as PayPal's window closes once the shop has the answer: a
    // window that closes inside its own click handler cuts the click off.
    if (tell({ type: 'cancel', orderID: token })) setTimeout(function () { window.close(); }, 0);
  });
  window.addEventListener('pagehide', function () { if (!decided && token) tell({ type: 'cancel', orderID: token }); });`,
);

export type PayPalSdk = {
  /** Every request to PayPal's hosts from any page of the context. */
  requests: Request[];
  /** What the buyer approves with in the next popup (payer, country, a refused instrument). */
  payer(approval: Partial<Approval> & { payer?: Approval['payer'] }): void;
};

export async function installPayPalSdk(
  context: BrowserContext,
  api: PayPalApi,
  options: { block?: boolean } = {},
): Promise<PayPalSdk> {
  const requests: Request[] = [];
  let next: Partial<Approval> = {};
  /** The SDK URL's `commit`, as the page asked for it ('true' when it did not say). */
  let commit = 'true';
  context.on('request', (request) => {
    if (/(^|\.)paypal(objects)?\.com$/.test(new URL(request.url()).hostname))
      requests.push(request);
  });
  await context.route(`${HOST}/**`, async (route) => {
    const url = new URL(route.request().url());
    const html = (body: string) => route.fulfill({ contentType: 'text/html; charset=utf-8', body });
    if (url.pathname === '/sdk/js') {
      commit = url.searchParams.get('commit') ?? 'true';
      return options.block
        ? route.abort('blockedbyclient')
        : route.fulfill({ contentType: 'text/javascript', body: SDK(commit) });
    }
    if (url.pathname === '/smart/buttons') {
      const { searchParams: query } = url;
      return html(
        BUTTON_FRAME(query.get('fundingSource') ?? 'paypal', commit, query.get('label') ?? ''),
      );
    }
    if (url.pathname === '/checkoutnow') return html(CHECKOUT_WINDOW);
    if (url.pathname === '/__stand-in/approve') {
      const orderId = url.searchParams.get('token') ?? '';
      const fundingSource = url.searchParams.get('fundingSource') === 'card' ? 'card' : 'paypal';
      api.approve(orderId, { fundingSource, payer: GERMAN_PAYER, ...next });
      next = {};
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ payerID: `PAYER${orderId.slice(-8)}` }),
      });
    }
    return route.fulfill({ status: 404, body: '' });
  });
  return {
    requests,
    payer(approval) {
      next = approval;
    },
  };
}
