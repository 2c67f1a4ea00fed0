import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadScreen } from './app/AppRouter';
import { createQueryClient, Providers } from './app/Providers';
import { Spinner } from './shared/ui/Spinner';
import './app/theme.css';

const element = document.getElementById('root');
if (!element) throw new Error('Missing #root');
const root = createRoot(element);

// The app renders with its first screen (app/AppRouter.tsx); until that screen's code is in, a spinner.
root.render(<Spinner label="Loading..." />);
void preloadScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    root.render(
      <StrictMode>
        <Providers client={createQueryClient()}>
          <AppRouter />
        </Providers>
      </StrictMode>,
    ),
  );
