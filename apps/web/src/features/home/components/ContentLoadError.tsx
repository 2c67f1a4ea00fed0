import { Alert } from '../../../shared/ui/Alert';
import { Button } from '../../../shared/ui/Button';

export const HOME_CONTENT_ERROR =
  'Unable to load page content. Please refresh the page or try again later.';

/** docs/spec/1-shell-search-package.md §8: home content failed after its retries; the built-in content stays on the page. */
export function ContentLoadError({
  retrying,
  onRetry,
}: {
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <Alert tone="error">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p>{HOME_CONTENT_ERROR}</p>
        <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
          Try Again
        </Button>
      </div>
    </Alert>
  );
}
