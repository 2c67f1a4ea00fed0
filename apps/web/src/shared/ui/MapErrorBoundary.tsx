import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './Button';

/** docs/spec/1-shell-search-package.md §8 'Map'. */
export const MAP_ERROR = 'Failed to load map. Please try again.';

interface MapErrorBoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  /** What the console says when the map fails (docs/spec/1-shell-search-package.md §8: the failure is only logged). */
  logLabel: string;
  /** Extra classes for the error box (e.g. the map's height). */
  className?: string;
}

/**
 * A failed map chunk or a Leaflet error costs the map only, never the page: the spec's message
 * with Retry (the caller remounts the boundary, e.g. with a `key`, to try again).
 */
export class MapErrorBoundary extends Component<MapErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.logLabel, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        className={`flex flex-col items-center justify-center gap-3 rounded-card bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 ${this.props.className ?? ''}`}
      >
        <p className="font-semibold text-slate-800">{MAP_ERROR}</p>
        <Button variant="secondary" onClick={this.props.onRetry}>
          Retry
        </Button>
      </div>
    );
  }
}
