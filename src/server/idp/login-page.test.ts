import { describe, expect, test } from 'vitest';
import { escapeHtml } from './html';
import { renderLoginPage } from './login-page';

describe('escapeHtml', () => {
  test('escapes the five characters that matter in content and quoted attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('renderLoginPage', () => {
  const base = {
    language: 'en' as const,
    action: '/auth/realms/dealer/interaction/abc',
    stylesheetHref: '/s.css',
    iconHref: '/i.svg',
  };

  test('focuses the username first, the password when the username is known', () => {
    expect(renderLoginPage({ ...base, username: '' })).toMatch(/id="username"[^>]*autofocus/);
    expect(renderLoginPage({ ...base, username: 'dealer' })).toMatch(/id="password"[^>]*autofocus/);
  });

  test('ties the error to both fields', () => {
    const html = renderLoginPage({ ...base, username: 'x', error: 'Wrong username or password.' });
    expect(html.match(/aria-describedby="sign-in-error"/g)).toHaveLength(2);
    expect(html).toContain('role="alert"');
  });

  test('speaks bokmål when asked: lang, title, labels and button', () => {
    const html = renderLoginPage({ ...base, language: 'nb', username: '' });
    expect(html).toContain('<html lang="nb">');
    expect(html).toContain('<title>Logg inn · Forhandlerportal for finansiering</title>');
    expect(html).toContain('<label for="username">Brukernavn</label>');
    expect(html).toContain('<label for="password">Passord</label>');
    expect(html).toContain('<button type="submit">Logg inn</button>');
  });

  test('escapes the action and the username', () => {
    const html = renderLoginPage({ ...base, action: '/a"b', username: '<b>' });
    expect(html).toContain('action="/a&quot;b"');
    expect(html).toContain('value="&lt;b&gt;"');
  });
});
