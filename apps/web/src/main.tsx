import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { displayThemeReady } from './app/useDisplayTheme.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const container = root;
void displayThemeReady().then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
