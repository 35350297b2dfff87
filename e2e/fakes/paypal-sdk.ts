// A stand-in for PayPal's JS SDK (`/sdk/js`), served to Chromium by a route.
// It offers what @paypal/react-paypal-js calls, `paypal.Buttons(options)`
// with `isEligible()`, `render(element)` and `close()`, and draws one button
// per funding source. A click runs the page's `createOrder`; what the buyer
// then does in PayPal's window, the test decides through `window.__paypalWindow`.
export const PAYPAL_SDK_STAND_IN = `(function () {
  var FUNDING = { PAYPAL: 'paypal', CARD: 'card', PAYLATER: 'paylater', VENMO: 'venmo' };
  function open(options) {
    Promise.resolve(options.createOrder({}, {})).then(
      function (orderID) {
        window.__paypalWindow = {
          orderID: orderID,
          approve: function () {
            return options.onApprove({ orderID: orderID }, {
              restart: function () {
                window.__paypalRestarts = (window.__paypalRestarts || 0) + 1;
                document.documentElement.setAttribute('data-paypal-restarts', String(window.__paypalRestarts));
              },
            });
          },
          cancel: function () { options.onCancel && options.onCancel({ orderID: orderID }); },
        };
        window.__paypalOpens = (window.__paypalOpens || 0) + 1;
        document.documentElement.setAttribute('data-paypal-window', orderID);
        document.documentElement.setAttribute('data-paypal-opens', String(window.__paypalOpens));
      },
      function (error) { options.onError && options.onError(error); }
    );
  }
  function Buttons(options) {
    return {
      isEligible: function () { return true; },
      render: function (container) {
        var target = typeof container === 'string' ? document.querySelector(container) : container;
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = options.fundingSource === 'card' ? 'Debit- oder Kreditkarte' : 'Mit PayPal zahlen';
        button.setAttribute('data-funding-source', options.fundingSource || 'paypal');
        button.addEventListener('click', function () { open(options); });
        target.appendChild(button);
        return Promise.resolve();
      },
      updateProps: function (next) { Object.assign(options, next); return Promise.resolve(); },
      close: function () { return Promise.resolve(); },
    };
  }
  window.paypal = { Buttons: Buttons, FUNDING: FUNDING, version: '5.0.0-stand-in' };
})();`;
