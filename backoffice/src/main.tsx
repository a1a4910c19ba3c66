import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router-dom';
import { App } from './App';

// Path routing under /admin (the server answers every /admin/* with index.html).
const router = createBrowserRouter([
  { path: '/admin/*', element: <App /> },
  { path: '*', element: <Navigate to="/admin" replace /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
