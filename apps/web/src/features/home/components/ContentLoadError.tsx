import { ApiError, NetworkError } from '../../../shared/lib/api-client';
import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';

export const HOME_CONTENT_ERROR =
  'Unable to load page content. Please refresh the page or try again later.';

/**
 * Why the content failed: no answer at all is a network error; a server answer gives its own
 * message, or a general one. Anything else has no message of its own (the alert says
 * HOME_CONTENT_ERROR).
 */
export function homeContentFailure(error: unknown): string | null {
  if (error instanceof NetworkError) return 'Network error. Please check your connection.';
  if (error instanceof ApiError) {
    return error.hasServerMessage
      ? error.message
      : 'Failed to load page content. Please try again later.';
  }
  return null;
}

/** Home content failed after its retries; the built-in content stays on the page. */
export function ContentLoadError({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{homeContentFailure(error) ?? HOME_CONTENT_ERROR}</p>
        <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          Try Again
        </Button>
      </div>
    </Alert>
  );
}
