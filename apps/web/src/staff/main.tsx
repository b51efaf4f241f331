import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { staffRouter } from './app/router';
import '../styles/index.scss';

/** The agency's console (issue 16, ADR 0036): its own entry, `staff.html`, never loaded by taxpayer pages. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={staffRouter} />
    </QueryClientProvider>
  </StrictMode>,
);
