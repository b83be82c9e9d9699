import { Button } from './button.tsx';

/** The button under a paged list that reads its next page; off, and saying so when it can, while it loads. */
export function LoadMoreButton({
  loading,
  onClick,
  label,
  loadingLabel = label,
}: {
  loading: boolean;
  onClick: () => void;
  label: string;
  /** Shown while the page loads (by default the label stays). */
  loadingLabel?: string;
}) {
  return (
    <Button variant="outline" className="justify-self-center" disabled={loading} onClick={onClick}>
      {loading ? loadingLabel : label}
    </Button>
  );
}
