// The test payment provider's page script (src/pages/web-api/payments/test-provider.ts): posts the
// deposit with the outcome the player picked and hands the answer to the portal window that
// opened the page in its recharge iframe, as { type: 'portal:payment', status, body }.
(function () {
  var root = document.getElementById('test-provider');
  if (!root) return;
  var status = root.querySelector('.tp-status');
  function cookie(name) {
    var parts = document.cookie.split(';');
    for (var i = 0; i < parts.length; i++) {
      var part = parts[i].trim();
      if (part.indexOf(name + '=') === 0) return decodeURIComponent(part.slice(name.length + 1));
    }
    return '';
  }
  function report(message) {
    if (window.parent && window.parent !== window) window.parent.postMessage(message, location.origin);
  }
  var buttons = root.querySelectorAll('button[data-outcome]');
  for (var i = 0; i < buttons.length; i++) {
    buttons[i].addEventListener('click', function (event) {
      var outcome = event.currentTarget.getAttribute('data-outcome');
      for (var j = 0; j < buttons.length; j++) buttons[j].disabled = true;
      status.textContent = status.getAttribute('data-sending');
      fetch('/web-api/payments/deposit', {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'Content-Type': 'application/json',
          'X-CSRF-Token': cookie('csrf_token'),
          'X-Language': root.getAttribute('data-lang'),
          'X-Requested-With': 'XMLHttpRequest',
        },
        body: JSON.stringify({
          accountId: Number(root.getAttribute('data-account-id')),
          amount: root.getAttribute('data-amount'),
          provider: 'test',
          idempotencyKey: root.getAttribute('data-key'),
          testOutcome: outcome,
        }),
      })
        .then(function (response) {
          return response.json().then(function (body) {
            report({ type: 'portal:payment', status: response.status, body: body });
          });
        })
        .catch(function () {
          report({ type: 'portal:payment', status: 0, body: null });
        });
    });
  }
})();
