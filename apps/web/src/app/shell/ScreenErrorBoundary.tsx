import { Component, type ReactNode } from 'react';
import { genericErrorTexts } from '../../shared/lib/errors';
import { Button } from '../../shared/ui/Button';
import { PageBody } from '../../shared/ui/PageHeader';

/**
 * A screen that fails to render, or whose code cannot be loaded (a new release replaced it), shows
 * the generic handler's words and Try Again (a reload), inside the shell, instead of an empty page.
 * The shell keys it by route: going to another screen starts afresh.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageBody narrow className="text-center">
        <h1 className="text-2xl font-bold text-brand-800">{genericErrorTexts.other.title}</h1>
        <p role="alert" className="mt-3 text-slate-700">
          {genericErrorTexts.other.message}
        </p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </PageBody>
    );
  }
}
