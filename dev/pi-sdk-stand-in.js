/*
 * A stand-in for the Pi SDK 2.0 (window.Pi) for development and tests, served by
 * dev/pi-platform-stand-in.ts at /pi-sdk.js. It plays the Pi Browser's part against that
 * stand-in: the pioneer is localStorage['pi-stand-in-username'] (else 'pioneer_demo');
 * localStorage['pi-stand-in-cancel'] === '1' makes the next payment be cancelled by the
 * user. Like the real SDK it calls onReadyForServerApproval / onReadyForServerCompletion
 * again every few seconds until the server has approved / completed the payment, gives the
 * username only with the 'username' scope, and refuses a new payment while one with a
 * blockchain transaction is open (handing that one to onIncompletePaymentFound).
 * Production never loads this file.
 */
(function () {
  'use strict';
  var base = new URL(document.currentScript.src).origin;
  var recallMs = 3000;
  var pollMs = 300;
  var giveUpMs = 30000;
  var initialized = false;
  var session = null;

  function api(method, path, body) {
    var headers = { 'content-type': 'application/json' };
    if (session) headers.authorization = 'Bearer ' + session.accessToken;
    return fetch(base + path, {
      method: method,
      headers: headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then(function (res) {
      return res.json().then(function (json) {
        if (!res.ok) {
          var err = new Error((json && json.error_message) || 'Pi stand-in error');
          err.payment = json && json.payment;
          throw err;
        }
        return json;
      });
    });
  }

  function sleep(ms) {
    return new Promise(function (resolve) {
      setTimeout(resolve, ms);
    });
  }

  // Calls `callback` now and every few seconds until the payment shows `flag`.
  async function untilStatus(id, flag, callback) {
    var started = Date.now();
    var lastCall = 0;
    while (Date.now() - started < giveUpMs) {
      if (Date.now() - lastCall >= recallMs) {
        lastCall = Date.now();
        try {
          callback();
        } catch (err) {
          console.error(err);
        }
      }
      await sleep(pollMs);
      var payment = await api('GET', '/sandbox/payments/' + encodeURIComponent(id));
      if (payment.status.cancelled || payment.status.user_cancelled) return payment;
      if (payment.status[flag]) return payment;
    }
    throw new Error('The server did not answer in time (' + flag + ').');
  }

  async function runPayment(paymentData, callbacks) {
    var payment = await api('POST', '/sandbox/payments', paymentData);
    var id = payment.identifier;
    if (localStorage.getItem('pi-stand-in-cancel') === '1') {
      localStorage.removeItem('pi-stand-in-cancel');
      await api('POST', '/sandbox/payments/' + encodeURIComponent(id) + '/user-cancel');
      return callbacks.onCancel(id);
    }
    payment = await untilStatus(id, 'developer_approved', function () {
      callbacks.onReadyForServerApproval(id);
    });
    if (payment.status.cancelled) return callbacks.onCancel(id);
    var tx = await api('POST', '/sandbox/payments/' + encodeURIComponent(id) + '/transaction');
    payment = await untilStatus(id, 'developer_completed', function () {
      callbacks.onReadyForServerCompletion(id, tx.txid);
    });
    if (payment.status.cancelled) return callbacks.onCancel(id);
  }

  window.Pi = {
    standIn: true,
    init: function (options) {
      initialized = true;
      this.version = options && options.version;
      this.sandbox = Boolean(options && options.sandbox);
    },
    authenticate: async function (scopes, onIncompletePaymentFound) {
      if (!initialized) throw new Error('Pi Network SDK was not initialized. Call init() first.');
      var username = localStorage.getItem('pi-stand-in-username') || 'pioneer_demo';
      session = null;
      scopes = scopes || [];
      var pioneer = await api('POST', '/sandbox/pioneers', { username: username, scopes: scopes });
      session = {
        accessToken: pioneer.accessToken,
        scopes: scopes,
        onIncompletePaymentFound: onIncompletePaymentFound,
      };
      var incomplete = await api('GET', '/sandbox/incomplete');
      if (incomplete && typeof onIncompletePaymentFound === 'function') {
        onIncompletePaymentFound(incomplete);
      }
      // Like the real SDK, the username only with the 'username' scope.
      var user = { uid: pioneer.uid };
      if (scopes.indexOf('username') >= 0) user.username = pioneer.username;
      return { accessToken: pioneer.accessToken, user: user, scopes: scopes };
    },
    createPayment: function (paymentData, callbacks) {
      if (!session || session.scopes.indexOf('payments') < 0) {
        callbacks.onError(new Error('Cannot create a payment without "payments" scope'));
        return;
      }
      runPayment(paymentData, callbacks).catch(function (err) {
        var error = err instanceof Error ? err : new Error(String(err));
        // A payment with a transaction still open: the new one is refused and the open one
        // handed to onIncompletePaymentFound (SDK reference, "concurrent payments").
        if (error.payment && typeof session.onIncompletePaymentFound === 'function') {
          session.onIncompletePaymentFound(error.payment);
        }
        if (error.payment) callbacks.onError(error, error.payment);
        else callbacks.onError(error);
      });
    },
  };
})();
