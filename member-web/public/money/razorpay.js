/*
 * Opens Razorpay Checkout with the options the server put in #razorpay-options (an order it created; the
 * key id is public). The result goes back to the site in a plain form POST: the site's server has the API
 * verify the signature; nothing is decided here. Served from the site itself so that the page's
 * Content-Security-Policy needs no inline script.
 */
(function () {
  'use strict';
  var optionsBlock = document.getElementById('razorpay-options');
  var resultForm = document.getElementById('razorpay-result');
  var payButton = document.getElementById('razorpay-open');
  if (!optionsBlock || !resultForm || !payButton) return;
  if (typeof window.Razorpay !== 'function') {
    document.getElementById('razorpay-unavailable').hidden = false;
    return;
  }
  var options = JSON.parse(optionsBlock.textContent);

  function send(intent, fields) {
    resultForm.elements.intent.value = intent;
    Object.keys(fields).forEach(function (name) {
      if (resultForm.elements[name]) resultForm.elements[name].value = fields[name] || '';
    });
    resultForm.submit();
  }

  var checkout = new window.Razorpay({
    key: options.key_id,
    order_id: options.order_id,
    amount: options.amount,
    currency: options.currency,
    name: options.name,
    description: options.description,
    prefill: options.prefill,
    handler: function (response) {
      send('verify', response);
    },
    modal: {
      ondismiss: function () {
        payButton.hidden = false;
        payButton.focus();
      },
    },
  });
  checkout.on('payment.failed', function () {
    checkout.close();
    send('failed', {});
  });
  payButton.addEventListener('click', function () {
    payButton.hidden = true;
    checkout.open();
  });
  payButton.hidden = true;
  checkout.open();
})();
