import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n } from './i18n';
import { App } from './app/App';
import './styles.css';

const container = document.getElementById('root');
if (container) {
  // Rendering waits for the first language's common strings so no key flashes.
  void initI18n().then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
