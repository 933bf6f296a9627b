// The back office's sign-in screen as the server sends it (api/src/frontends/sign-in-page.ts): this script
// posts it as JSON to /api/auth/sign-in, as the app's own screen does (dashboard/src/providers/authProvider.ts),
// then opens the app; meanwhile it fetches the app's scripts so that the app opens at once. A classic script of
// a few lines: the page paints and signs in without react-admin's bundle.
(function () {
  var script = document.currentScript;
  var form = document.getElementById('sign-in');
  if (!form || !script) return;

  // A language chosen on this device before (localStorage.lang, shared with the public site) wins over the
  // browser's, as in the app (dashboard/src/i18n/language.ts); only the browser knows it.
  var stored = null;
  try {
    stored = window.localStorage.getItem('lang');
  } catch (error) {
    stored = null;
  }
  var served = script.getAttribute('data-lang');
  if (!script.hasAttribute('data-lang-asked') && stored && stored !== served && /^(fr|nl|en)$/.test(stored)) {
    window.location.replace(window.location.pathname + '?lang=' + stored);
    return;
  }

  var messages = JSON.parse(document.getElementById('sign-in-errors').textContent);
  var alert = form.querySelector('[role="alert"]');
  var button = form.querySelector('button[type="submit"]');
  var siteKey = form.getAttribute('data-site-key');
  var captchaLoaded = null;

  function csrfToken() {
    var match = /(?:^|;\s*)creneau_csrf=([^;]+)/.exec(document.cookie);
    return match ? decodeURIComponent(match[1]) : '';
  }

  function failure(code) {
    return new Error(messages[code] ? code : 'INTERNAL_ERROR');
  }

  // reCAPTCHA v3, only when the server has a site key (libs/contracts/src/captcha/recaptcha-loader.ts).
  function captchaToken() {
    if (!siteKey) return Promise.resolve(undefined);
    captchaLoaded =
      captchaLoaded ||
      new Promise(function (resolve, reject) {
        var element = document.createElement('script');
        element.src = 'https://www.google.com/recaptcha/api.js?render=' + encodeURIComponent(siteKey);
        element.async = true;
        element.onload = resolve;
        element.onerror = function () {
          captchaLoaded = null;
          reject(failure('CAPTCHA_FAILED'));
        };
        document.head.appendChild(element);
      });
    return captchaLoaded.then(function () {
      var recaptcha = window.grecaptcha;
      if (!recaptcha) throw failure('CAPTCHA_FAILED');
      return new Promise(function (resolve) {
        recaptcha.ready(resolve);
      }).then(function () {
        return recaptcha.execute(siteKey, { action: 'sign_in' });
      });
    });
  }

  function answer(response) {
    if (response.ok) return response;
    return response
      .json()
      .catch(function () {
        return null;
      })
      .then(function (body) {
        throw failure(body && body.code);
      });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var data = new FormData(form);
    alert.textContent = '';
    button.disabled = true;
    captchaToken()
      .then(function (token) {
        var body = {
          email: String(data.get('email') || ''),
          password: String(data.get('password') || ''),
          area: 'pro',
        };
        if (token) body.captchaToken = token;
        return fetch('/api/auth/sign-in', {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': csrfToken() },
          body: JSON.stringify(body),
        });
      })
      .then(answer)
      .then(function () {
        // A visitor's account is as good as none here, as in the app.
        return fetch('/api/auth/me', { credentials: 'same-origin' }).then(answer);
      })
      .then(function (response) {
        return response.json();
      })
      .then(function (me) {
        if (!me || !me.user || me.user.authType === 'visitor') throw failure('INVALID_CREDENTIALS');
        // A language asked in the address (?lang=) carries on into the app, which the app's own sign-in
        // did by staying on one page; the app reads it from localStorage.lang.
        if (script.hasAttribute('data-lang-asked')) {
          try {
            window.localStorage.setItem('lang', served);
          } catch (error) {
            // Storage refused (private mode): the app then follows the browser's language.
          }
        }
        // The home of an agent is /pro/visits, as the app's sign-in goes.
        window.location.assign('/pro/visits');
      })
      .catch(function (error) {
        alert.textContent = messages[error.message] || messages.INTERNAL_ERROR;
        button.disabled = false;
      });
  });

  // Once the page has loaded, the app's scripts are fetched at the lowest priority: signing in opens it at once.
  function prefetchApp() {
    var paths = (script.getAttribute('data-app') || '').split(' ');
    for (var i = 0; i < paths.length; i++) {
      if (!paths[i]) continue;
      var link = document.createElement('link');
      link.rel = 'prefetch';
      link.as = 'script';
      link.crossOrigin = '';
      link.href = paths[i];
      document.head.appendChild(link);
    }
  }
  if (document.readyState === 'complete') prefetchApp();
  else window.addEventListener('load', prefetchApp);
})();
