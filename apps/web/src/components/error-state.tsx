interface ErrorStateProps {
  title: string;
  actionLabel: string;
  onAction: () => void;
}

/**
 * A screen that could not be shown, with one way out. Plain HTML and CSS (styles.css): it must work when Ant Design's
 * code is what failed to load, and it is part of the first load.
 */
export function ErrorState({ title, actionLabel, onAction }: ErrorStateProps) {
  return (
    <div className="wp-error-state" role="alert">
      <span className="wp-error-icon" aria-hidden="true">
        ×
      </span>
      <h2>{title}</h2>
      <button type="button" className="wp-button wp-button-primary" onClick={onAction}>
        {actionLabel}
      </button>
    </div>
  );
}
