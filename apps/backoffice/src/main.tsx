import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers, createQueryClient } from './app/Providers';
import { AppRouter } from './app/router';
import './app/theme.css';

const element = document.getElementById('root');
if (!element) throw new Error('Missing #root');
createRoot(element).render(
  <StrictMode>
    <Providers client={createQueryClient()}>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
