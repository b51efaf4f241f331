import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router';
import { startTexts } from './i18n';
import { ToastProvider } from './ui/toasts';
import './styles/index.scss';

// TanStack Query loads with the pages that use it (app/query-layer.tsx), not with the shell.
// The chosen language's words first (issue 26): English is in the shell already.
void startTexts().then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </StrictMode>,
  ),
);
