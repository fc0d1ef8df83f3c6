import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSession } from '../auth/session';
import { loadLanguage } from '../lib/i18n';
import { chosenLanguage } from '../lib/locale';
import { App } from './app';
import './styles.css';

const container = document.getElementById('root');
if (container === null) throw new Error('index.html has no #root element');

// What the first paint waits for, started side by side at once rather than one after the other
// as the providers would: the sign-in (its portal config already on the way, preloaded by
// index.html) and the catalogues of the language. The screen's chunk follows that paint
// (starting-page.tsx). The providers pick up the same promises and report any failure.
startSession().catch(() => undefined);
loadLanguage(chosenLanguage()).catch(() => undefined);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
