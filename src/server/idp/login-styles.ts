/**
 * The sign-in pages' only stylesheet, served by the plugin so the pages need no inline style
 * (the CSP says style-src 'self'), at a URL versioned by its content and cached for a year
 * (html.ts).
 */
export const LOGIN_STYLESHEET = `:root {
  color-scheme: light;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif;
  line-height: 1.5;
  color: #1b1f24;
  background: #eef1f5;
}
body {
  margin: 0;
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1rem;
  box-sizing: border-box;
}
.card {
  width: 100%;
  max-width: 24rem;
  background: #fff;
  border-radius: 0.5rem;
  box-shadow: 0 1px 3px rgb(0 0 0 / 0.2);
  padding: 2rem;
  box-sizing: border-box;
}
.brand {
  margin: 0 0 0.25rem;
  font-size: 0.875rem;
  font-weight: 600;
  color: #44505c;
}
h1 {
  margin: 0 0 1.5rem;
  font-size: 1.5rem;
}
.field {
  margin-bottom: 1rem;
}
label {
  display: block;
  margin-bottom: 0.25rem;
  font-weight: 600;
}
input {
  width: 100%;
  box-sizing: border-box;
  padding: 0.5rem 0.75rem;
  font: inherit;
  border: 1px solid #6b7682;
  border-radius: 0.25rem;
}
input[aria-invalid='true'] {
  border-color: #b3261e;
}
button {
  width: 100%;
  padding: 0.625rem 1rem;
  font: inherit;
  font-weight: 600;
  color: #fff;
  background: #0b5cad;
  border: 0;
  border-radius: 0.25rem;
  cursor: pointer;
}
button:hover {
  background: #084a8c;
}
input:focus-visible,
button:focus-visible,
a:focus-visible {
  outline: 3px solid #f2a900;
  outline-offset: 2px;
}
.alert,
[role='alert'] {
  padding: 0.75rem;
  border-left: 4px solid #b3261e;
  background: #fdecea;
  color: #7a1a14;
}
.detail {
  font-size: 0.875rem;
  color: #44505c;
}
a {
  color: #0b5cad;
}
`;
