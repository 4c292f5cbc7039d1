/*
 * The PayU payment page's only behaviour: post the form the server filled in (hash included) to PayU at
 * once. Without JavaScript the member presses "Continue to payment". Served from the site itself so that
 * the page's Content-Security-Policy needs no inline script.
 */
(function () {
  'use strict';
  var form = document.getElementById('payu-form');
  if (form) form.submit();
})();
