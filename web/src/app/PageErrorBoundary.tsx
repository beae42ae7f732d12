import { Component, type ReactNode } from "react";
import { buttonClass } from "../components/ui/ButtonLink";

/** Instead of a blank screen when a page throws or its chunk fails even after a reload. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="not-found container" role="alert">
        <h1>This page could not load</h1>
        <p>Check your connection, then reload to get the latest version of the shop.</p>
        <div className="not-found-actions row">
          <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
            Reload
          </button>
        </div>
      </section>
    );
  }
}
