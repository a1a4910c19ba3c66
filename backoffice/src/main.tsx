import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { App, preloadScreen } from './App';
import { rootErrorOptions, TestErrorTrigger, TopLevelErrorBoundary } from './errorReporting';

// Path routing under /admin (the server answers every /admin/* with index.html).
const router = createBrowserRouter([
  { path: '/admin/*', element: <App /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

preloadScreen(window.location.pathname);

// Error reporting: @sentry/react, started from the server's /sentry-config.json.
createRoot(document.getElementById('root')!, rootErrorOptions).render(
  <StrictMode>
    <TopLevelErrorBoundary>
      <TestErrorTrigger />
      <RouterProvider router={router} />
    </TopLevelErrorBoundary>
  </StrictMode>,
);
